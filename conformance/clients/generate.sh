#!/usr/bin/env bash
# conformance/clients/generate.sh <service|all>
#
# Generates a Python client (`-g python`) and a Go client (`-g go`) from each published
# OpenAPI document with the pinned openapi-generator CLI, into
# .cache/clients/<service>/{python,go}. Every output folder is wiped first, so a run is
# reproducible from the document alone.
#
# Document: openapi.3.0.yaml by default. openapi-generator 7.x calls its 3.1 support beta, and
# on our 3.1 documents it produces a Python client that rejects every success body (a boolean
# `enum: [true]` becomes a validator that tests `value in {'true'}`) and drops
# `unevaluatedProperties`. CLIENTS_OAS=3.1 generates from openapi.yaml instead, to re-check.
#
# Environment: CLIENTS_OAS=3.0|3.1, CLIENTS_LANGS="python go" (subset allowed).
# The generator's WARN lines are printed (they are contract-quality findings) and kept, with
# the full log, in .cache/clients/<service>/<lang>.generate.log.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/conformance/clients"
CACHE="$ROOT/.cache/clients"
OAS="${CLIENTS_OAS:-3.0}"
LANGS="${CLIENTS_LANGS:-python go}"

usage() { echo "usage: $0 <service|all>" >&2; exit 2; }
[ $# -eq 1 ] || usage

VERSION="$(sed -n 's:.*<openapi-generator.version>\(.*\)</openapi-generator.version>.*:\1:p' "$HERE/pom.xml")"
JAR="$CACHE/tools/openapi-generator-cli-$VERSION.jar"

# The jar, from Maven Central through Maven (cached in .cache/clients/tools/).
fetch_jar() {
  if [ ! -s "$JAR" ]; then
    echo "fetching openapi-generator-cli $VERSION with Maven"
    mvn -B -q -f "$HERE/pom.xml" initialize
  fi
  [ -s "$JAR" ] || { echo "missing $JAR after mvn" >&2; exit 1; }
}

services_all() {
  local d
  for d in "$ROOT"/generated/*/; do
    [ -f "$d/openapi.yaml" ] && basename "$d"
  done
}

# Package and module names derived from the service name: `my-svc` gives the Python package
# `my_svc_client` (never the bare service name: `uuid` would shadow the standard library) and
# the Go module `conformance.local/clients/my-svc` with package `mysvcclient`.
py_package() { echo "$1" | tr 'A-Z-' 'a-z_' | sed 's/[^a-z0-9_]//g; s/$/_client/'; }
go_package() { echo "$1" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9]//g; s/$/client/'; }
go_module() { echo "conformance.local/clients/$1"; }

document() {
  case "$OAS" in
    3.0) echo "$ROOT/generated/$1/openapi.3.0.yaml" ;;
    3.1) echo "$ROOT/generated/$1/openapi.yaml" ;;
    *) echo "CLIENTS_OAS must be 3.0 or 3.1" >&2; exit 2 ;;
  esac
}

generate_one() {
  local svc="$1" lang="$2" spec out log
  spec="$(document "$svc")"
  out="$CACHE/$svc/$lang"
  log="$CACHE/$svc/$lang.generate.log"
  [ -f "$spec" ] || { echo "no document $spec" >&2; exit 1; }
  rm -rf "$out"
  mkdir -p "$CACHE/$svc"
  local -a args=(
    generate -i "$spec" -g "$lang" -o "$out"
    # No generated unit tests: they are stubs (and, for Go, pull in testify); the smoke tests
    # in conformance/clients/smoke/ make real calls instead.
    --global-property "apiTests=false,modelTests=false"
  )
  case "$lang" in
    python)
      args+=(--package-name "$(py_package "$svc")"
        --additional-properties "projectName=$svc-client")
      ;;
    go)
      args+=(--package-name "$(go_package "$svc")"
        --git-host conformance.local --git-user-id clients --git-repo-id "$svc"
        # enumClassPrefix: constants named CONTRACTISSUELOCATION_QUERY, not QUERY, so two
        # enums that share a value cannot collide in one package.
        --additional-properties "hideGenerationTimestamp=true,withGoMod=true,enumClassPrefix=true")
      ;;
  esac
  if ! java -jar "$JAR" "${args[@]}" >"$log" 2>&1; then
    echo "openapi-generator failed for $svc/$lang; log: $log" >&2
    tail -30 "$log" >&2
    exit 1
  fi
  # Findings about the document: WARN/ERROR lines, less the generator's standing note that
  # its 3.1 support is beta.
  local warns
  warns="$(grep -E '\] (WARN|ERROR) ' "$log" | grep -v 'OpenAPI 3.1 support is still in beta' | sed 's/^\[main\] //' | sort | uniq -c || true)"
  echo "generated $svc/$lang from $(basename "$spec") -> ${out#"$ROOT"/} ($(find "$out" -type f | wc -l) files)"
  if [ -n "$warns" ]; then
    echo "  generator warnings for $svc/$lang:"
    echo "$warns" | sed 's/^/    /'
  fi
}

fetch_jar
if [ "$1" = "all" ]; then
  mapfile -t SERVICES < <(services_all)
else
  [ -d "$ROOT/generated/$1" ] || { echo "no service $1 under generated/" >&2; exit 2; }
  SERVICES=("$1")
fi
[ ${#SERVICES[@]} -gt 0 ] || { echo "no services under generated/" >&2; exit 1; }
for svc in "${SERVICES[@]}"; do
  for lang in $LANGS; do
    generate_one "$svc" "$lang"
  done
done
