#!/usr/bin/env bash
# conformance/clients/generate.sh <service...|all>
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
# the full log, in .cache/clients/generate.log.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/conformance/clients"
CACHE="$ROOT/.cache/clients"
OAS="${CLIENTS_OAS:-3.0}"
LANGS="${CLIENTS_LANGS:-python go}"

usage() { echo "usage: $0 <service...|all>" >&2; exit 2; }
[ $# -ge 1 ] || usage

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

# One batch config per (service, language): the generator's own `batch` command runs them all
# in one JVM (its start-up and warm-up dominate a single generation).
batch_config() {
  local svc="$1" lang="$2" out="$CACHE/$1/$2"
  echo "generatorName: $lang"
  echo "inputSpec: $(document "$svc")"
  echo "outputDir: $out"
  echo "globalProperties: { apiTests: 'false', modelTests: 'false' }"
  case "$lang" in
    python)
      echo "packageName: $(py_package "$svc")"
      echo "additionalProperties: { projectName: $svc-client }"
      ;;
    go)
      echo "packageName: $(go_package "$svc")"
      echo "gitHost: conformance.local"
      echo "gitUserId: clients"
      echo "gitRepoId: $svc"
      echo "additionalProperties: { hideGenerationTimestamp: true, withGoMod: true, enumClassPrefix: true }"
      ;;
  esac
}

generate_all() {
  local svc lang spec configs=() log="$CACHE/generate.log" warns
  rm -rf "$CACHE/batch"
  mkdir -p "$CACHE/batch"
  for svc in "${SERVICES[@]}"; do
    spec="$(document "$svc")"
    [ -f "$spec" ] || { echo "no document $spec" >&2; exit 1; }
    for lang in $LANGS; do
      rm -rf "$CACHE/$svc/$lang"
      mkdir -p "$CACHE/$svc"
      batch_config "$svc" "$lang" >"$CACHE/batch/$svc-$lang.yaml"
      configs+=("$CACHE/batch/$svc-$lang.yaml")
    done
  done
  if ! java -jar "$JAR" batch --fail-fast --threads "${CLIENTS_THREADS:-2}" -- "${configs[@]}" >"$log" 2>&1; then
    echo "openapi-generator failed; log: $log" >&2
    tail -40 "$log" >&2
    exit 1
  fi
  for svc in "${SERVICES[@]}"; do
    for lang in $LANGS; do
      [ -f "$CACHE/$svc/$lang/.openapi-generator/FILES" ] || { echo "no $svc/$lang client after the batch; log: $log" >&2; exit 1; }
      echo "generated $svc/$lang from $(basename "$(document "$svc")") -> .cache/clients/$svc/$lang ($(find "$CACHE/$svc/$lang" -type f | wc -l) files)"
    done
  done
  warns="$(grep -E '\] (WARN|ERROR) ' "$log" | grep -v 'OpenAPI 3.1 support is still in beta' | sed 's/^\[[^]]*\] //' | sort | uniq -c || true)"
  if [ -n "$warns" ]; then
    echo "  generator warnings:"
    echo "$warns" | sed 's/^/    /'
  fi
}

fetch_jar
if [ "$*" = "all" ]; then
  mapfile -t SERVICES < <(services_all)
else
  for svc in "$@"; do
    [ -d "$ROOT/generated/$svc" ] || { echo "no service $svc under generated/" >&2; exit 2; }
  done
  SERVICES=("$@")
fi
[ ${#SERVICES[@]} -gt 0 ] || { echo "no services under generated/" >&2; exit 1; }
generate_all
