#!/usr/bin/env bash
# Installs the conformance judges nobody here wrote, pinned, into .cache/ (skipped when the
# pinned version is already there):
#   schemathesis       a Python venv at .cache/venv
#   openapi-generator  its jar from Maven Central at .cache/clients/tools/ (conformance/clients/pom.xml)
# Prism and Redocly are npm devDependencies and come with `npm install`.
#
#   bash conformance/tools/install.sh [schemathesis|openapi-generator]...   (default: both)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mkdir -p "$ROOT/.cache"

SCHEMATHESIS_VERSION=4.32.5
VENV="$ROOT/.cache/venv"

schemathesis() {
  local st="$VENV/bin/schemathesis"
  if [[ -x "$st" ]] && "$st" --version 2>/dev/null | grep -q "version $SCHEMATHESIS_VERSION\$"; then
    return
  fi
  echo "installing schemathesis $SCHEMATHESIS_VERSION into $VENV" >&2
  [[ -x "$VENV/bin/pip" ]] || python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
}

openapi-generator() {
  local pom="$ROOT/conformance/clients/pom.xml" version jar
  version="$(sed -n 's:.*<openapi-generator.version>\(.*\)</openapi-generator.version>.*:\1:p' "$pom")"
  jar="$ROOT/.cache/clients/tools/openapi-generator-cli-$version.jar"
  [[ -s "$jar" ]] && return
  echo "fetching openapi-generator-cli $version with Maven" >&2
  mvn -B -q -f "$pom" initialize
  [[ -s "$jar" ]] || { echo "mvn did not produce $jar" >&2; exit 1; }
}

# One installer at a time when several suites start together.
exec 9>"$ROOT/.cache/install.lock"
flock 9
for tool in "${@:-schemathesis openapi-generator}"; do
  for t in $tool; do
    case "$t" in
      schemathesis | openapi-generator) "$t" ;;
      *) echo "unknown tool $t (schemathesis, openapi-generator)" >&2; exit 2 ;;
    esac
  done
done
