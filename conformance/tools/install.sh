#!/usr/bin/env bash
# Installs the conformance judges nobody here wrote, pinned, into .cache/ (skipped when the
# pinned version is already there):
#   schemathesis           a Python venv at .cache/venv
#   openapi-python-client  the same venv (its dependencies and Schemathesis' agree; pip check)
#   openapi-generator      its jar from Maven Central at .cache/clients/tools/ (conformance/clients/pom.xml)
# Prism and Redocly are npm devDependencies and come with `npm install`.
#
#   bash conformance/tools/install.sh [schemathesis|openapi-python-client|openapi-generator]...   (default: all)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mkdir -p "$ROOT/.cache"

SCHEMATHESIS_VERSION=4.32.5
OPENAPI_PYTHON_CLIENT_VERSION=0.29.1
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

openapi-python-client() {
  local opc="$VENV/bin/openapi-python-client"
  if [[ -x "$opc" ]] && "$opc" --version 2>/dev/null | grep -q "version: $OPENAPI_PYTHON_CLIENT_VERSION\$"; then
    return
  fi
  echo "installing openapi-python-client $OPENAPI_PYTHON_CLIENT_VERSION into $VENV" >&2
  [[ -x "$VENV/bin/pip" ]] || python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "openapi-python-client==$OPENAPI_PYTHON_CLIENT_VERSION"
  "$VENV/bin/pip" check --disable-pip-version-check >/dev/null
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
for tool in "${@:-schemathesis openapi-python-client openapi-generator}"; do
  for t in $tool; do
    case "$t" in
      schemathesis | openapi-python-client | openapi-generator) "$t" ;;
      *) echo "unknown tool $t (schemathesis, openapi-python-client, openapi-generator)" >&2; exit 2 ;;
    esac
  done
done
