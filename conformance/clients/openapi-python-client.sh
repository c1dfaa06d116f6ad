#!/usr/bin/env bash
# conformance/clients/openapi-python-client.sh <service...>
#
# Generates a Python client with openapi-python-client (pinned in conformance/tools/install.sh,
# installed into .cache/venv) from both published documents of each service (openapi.yaml, 3.1,
# and openapi.3.0.yaml) into .cache/clients/<service>/openapi-python-client/<3.1|3.0>/, with
# --fail-on-warning: a warning means the generator dropped something (a model such as infra's
# `Job` after a duplicate name, an operation's response, a whole endpoint). Then byte-compiles
# and imports the package. Prints the seconds each document took.
#
# The check is pure: its verdict depends only on the document, the generator's version, its
# config, the Python that imports the package and this script. A pass is remembered under a hash
# of exactly those in $CLIENTS_CACHE_DIR (default ~/.cache/contract-first-apis/clients, outside
# the clone so a fresh clone of an unchanged document reuses it; CLIENTS_CACHE=off checks every
# document again), and the same inputs are not checked twice.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/conformance/clients"
CACHE="$ROOT/.cache/clients"
VENV="$ROOT/.cache/venv"
[ $# -ge 1 ] || { echo "usage: $0 <service...>" >&2; exit 2; }

# run.sh and .ci/run install the pinned version first; standalone, install it when missing.
[ -x "$VENV/bin/openapi-python-client" ] || bash "$ROOT/conformance/tools/install.sh" openapi-python-client
export PYTHONPYCACHEPREFIX="$CACHE/pycache"

STAMPS="${CLIENTS_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/contract-first-apis/clients}/openapi-python-client"
TOOLS="$("$VENV/bin/openapi-python-client" --version) $("$VENV/bin/python" --version) $(sha256sum "$0" "$HERE/openapi-python-client.yaml" | cut -c1-64 | tr '\n' ' ')"
# stamp DOC PKG: the file that records a pass of this document under these tools.
stamp() { echo "$STAMPS/$({ echo "$TOOLS $2"; cat "$1"; } | sha256sum | cut -c1-64)"; }

for svc in "$@"; do
  pkg="$(echo "$svc" | tr 'A-Z-' 'a-z_' | sed 's/[^a-z0-9_]//g; s/$/_client/')"
  for oas in 3.1 3.0; do
    doc="$ROOT/generated/$svc/openapi.yaml"
    [ "$oas" = 3.0 ] && doc="$ROOT/generated/$svc/openapi.3.0.yaml"
    out="$CACHE/$svc/openapi-python-client/$oas"
    passed="$(stamp "$doc" "$pkg")"
    if [ "${CLIENTS_CACHE:-}" != off ] && [ -f "$passed" ]; then
      printf '%s %s: %s (this document passed with these tools before: %s)\n' "$svc" "$(basename "$doc")" \
        "$(cat "$passed")" "${passed#"$STAMPS"/}"
      continue
    fi
    rm -rf "$out"
    mkdir -p "$(dirname "$out")"
    config="$CACHE/$svc/openapi-python-client/config.yaml"
    { cat "$HERE/openapi-python-client.yaml"; echo "package_name_override: $pkg"; } >"$config"
    t0=$(date +%s.%N)
    if ! "$VENV/bin/openapi-python-client" generate --path "$doc" --output-path "$out" --meta none \
      --config "$config" --fail-on-warning >"$out.log" 2>&1; then
      echo "openapi-python-client failed on ${doc#"$ROOT"/} (log: ${out#"$ROOT"/}.log):" >&2
      cat "$out.log" >&2
      exit 1
    fi
    # --meta none writes the package's modules straight into the output folder.
    mkdir -p "$out.pkg"
    rm -rf "${out:?}.pkg/$pkg"
    mv "$out" "$out.pkg/$pkg"
    mv "$out.pkg" "$out"
    "$VENV/bin/python" -m compileall -q "$out/$pkg"
    models="$(PYTHONPATH="$out" "$VENV/bin/python" -c "import $pkg.models as m; print(len(m.__all__))")"
    endpoints="$(find "$out/$pkg/api" -name '*.py' ! -name '__init__.py' | wc -l)"
    printf '%s %s: %s models, %s endpoint modules, no warning, imported (%.1f s)\n' "$svc" \
      "$(basename "$doc")" "$models" "$endpoints" "$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')"
    mkdir -p "$STAMPS"
    echo "$models models, $endpoints endpoint modules, no warning, imported" >"$passed.$$"
    mv "$passed.$$" "$passed"
  done
done
