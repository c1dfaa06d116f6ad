#!/usr/bin/env bash
# conformance/clients/run.sh [service...|all]
#
# End to end proof that clients generated from our published OpenAPI documents work: fetch the
# pinned openapi-generator (Maven, cached), start the live server (conformance/cli/serve.ts on a
# free port), generate Python and Go clients per service, compile them (go build + go vet; pip
# install into .cache/venv-clients + compileall); generate a Python client with
# openapi-python-client from both documents of each service (no warning allowed); build each
# TypeScript client package (generated/<service>/client/) with tsc as a consumer would; run the
# smoke tests of Python, Go and TypeScript against the server, stop it. Prints the time of every
# stage and exits non-zero on any failure.
#
# Needs only the machine image: Java 17 + Maven, Go, Python 3 (+ Node from node_modules,
# installed with `npm install` here if the clone has none). Downloads: the generator jar and
# Maven's dependency plugin from Maven Central, Go modules from the Go proxy (none today),
# the Python clients' requirements from PyPI (pinned by python-constraints.txt).
#
# Environment: CLIENTS_KINDS (subset of "openapi-generator openapi-python-client typescript", the
# default), CLIENTS_OAS=3.0|3.1 (document version fed to openapi-generator, default 3.0),
# DATABASE_URL (serve on PostgreSQL instead of PGlite), CLIENTS_SERVER_TIMEOUT (s, default 120).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/conformance/clients"
CACHE="$ROOT/.cache/clients"
VENV="$ROOT/.cache/venv-clients"
TS="$CACHE/ts"
NODE="$ROOT/node_modules/.bin/node"
LIVE="$CACHE/live.json"
SERVER_LOG="$CACHE/server.log"
cd "$ROOT"
mkdir -p "$CACHE"

export GOFLAGS="${GOFLAGS:--mod=mod}" GOTOOLCHAIN=local
export PIP_DISABLE_PIP_VERSION_CHECK=1
# Byte code (compileall, imports) goes under .cache/, never beside the sources in conformance/.
export PYTHONPYCACHEPREFIX="$CACHE/pycache"

# --- timing and bookkeeping ----------------------------------------------------------------
T_START=$(date +%s.%N)
STAGE_NAMES=()
STAGE_SECS=()
STAGE_STATUS=()
OK=0
FAILED=0
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
# stage NAME CMD...: runs CMD in a subshell with errexit in force, records its time and
# status in STAGE_RC (stage itself returns 0: called as `stage ... || x`, bash would ignore
# errexit inside CMD and run on past a failing command).
# stage --inline NAME CMD...: runs CMD in this shell, for the server's start and stop, which
# set SERVER_PID; such functions check every step themselves.
STAGE_RC=0
stage() {
  local inline=0 name t0
  if [ "$1" = "--inline" ]; then inline=1; shift; fi
  name="$1"
  shift
  printf '\n=== %s ===\n' "$name"
  t0=$(now)
  set +e
  if [ "$inline" -eq 1 ]; then
    "$@"
  else
    (
      set -e
      "$@"
    )
  fi
  STAGE_RC=$?
  set -e
  STAGE_NAMES+=("$name")
  STAGE_SECS+=("$(elapsed "$t0" "$(now)")")
  if [ "$STAGE_RC" -eq 0 ]; then
    STAGE_STATUS+=(ok)
    OK=$((OK + 1))
  else
    STAGE_STATUS+=("FAILED ($STAGE_RC)")
    FAILED=$((FAILED + 1))
  fi
  printf -- '--- %s: %s in %ss\n' "$name" "${STAGE_STATUS[-1]}" "${STAGE_SECS[-1]}"
}
# must: stop here (summary, exit 1) if the last stage failed.
must() { [ "$STAGE_RC" -eq 0 ] || finish 1; }

summary() {
  printf '\n=== summary (generated from openapi %s documents) ===\n' "${CLIENTS_OAS:-3.0}"
  local i
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%-44s %8ss  %s\n' "${STAGE_NAMES[$i]}" "${STAGE_SECS[$i]}" "${STAGE_STATUS[$i]}"
  done
  printf '%-44s %8ss\n' "total" "$(elapsed "$T_START" "$(now)")"
  # The same table for tools (conformance/tools/client_rows.py splits it per service).
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%s\t%s\t%s\n' "${STAGE_NAMES[$i]}" "${STAGE_SECS[$i]}" "${STAGE_STATUS[$i]}"
  done >"$CACHE/stages.tsv"
  local svc lang dir ext files
  for svc in "${SERVICES[@]:-}"; do
    [ -n "$svc" ] || continue
    for lang in python go; do
      dir="$CACHE/$svc/$lang"
      [ -f "$dir/.openapi-generator/FILES" ] || continue
      ext=$([ "$lang" = go ] && echo go || echo py)
      # What the generator wrote (its own FILES list), not build output or the smoke program.
      files="$(cd "$dir" && grep -c . .openapi-generator/FILES)"
      printf 'size %-12s %-7s %4s files, %6s lines of .%s, %s bytes\n' "$svc" "$lang" "$files" \
        "$(cd "$dir" && grep "\.$ext\$" .openapi-generator/FILES | tr '\n' '\0' | xargs -0 cat | wc -l)" "$ext" \
        "$(cd "$dir" && tr '\n' '\0' <.openapi-generator/FILES | xargs -0 cat | wc -c)"
    done
  done
  echo "clients: $OK passed, $FAILED failed"
}

# --- the live server ------------------------------------------------------------------------
SERVER_PID=""
SERVER_T0=""
stop_server() {
  [ -n "$SERVER_PID" ] || return 0
  if kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    local i
    for i in $(seq 1 50); do
      kill -0 "$SERVER_PID" 2>/dev/null || break
      sleep 0.2
    done
    if kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "server $SERVER_PID ignored SIGTERM for 10s; killing it" >&2
      kill -KILL "$SERVER_PID" 2>/dev/null || true
    fi
  fi
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}
trap 'stop_server' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

start_server() {
  if [ ! -x node_modules/.bin/tsx ]; then
    echo "no node_modules: npm install (as the project README and .ci/run do)"
    npm install --no-audit --no-fund || return 1
  fi
  rm -f "$LIVE" || return 1
  # node_modules/.bin first: it holds Node 24 (the package `node`), which tsx then runs on.
  PATH="$ROOT/node_modules/.bin:$PATH" tsx conformance/cli/serve.ts --port 0 --out "$LIVE" \
    >"$SERVER_LOG" 2>&1 &
  SERVER_PID=$!
  SERVER_T0=$(now)
  echo "server pid $SERVER_PID starting in the background (log: ${SERVER_LOG#"$ROOT"/})"
}

wait_server() {
  local deadline=$(($(date +%s) + ${CLIENTS_SERVER_TIMEOUT:-120}))
  until [ -s "$LIVE" ] && python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$LIVE" 2>/dev/null; do
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "the server exited before writing $LIVE:" >&2
      tail -30 "$SERVER_LOG" >&2
      return 1
    fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "no $LIVE after ${CLIENTS_SERVER_TIMEOUT:-120}s" >&2
      tail -30 "$SERVER_LOG" >&2
      return 1
    fi
    sleep 0.2
  done
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("live at", d["origin"], "services:", ", ".join(sorted(d["services"])))' "$LIVE"
  echo "server ready $(elapsed "$SERVER_T0" "$(stat -c %.9Y "$LIVE")")s after its start (live.json written)"
}

# --- stages ---------------------------------------------------------------------------------
check_tools() {
  local t missing=0
  for t in java mvn go python3; do
    command -v "$t" >/dev/null || { echo "missing $t" >&2; missing=1; }
  done
  [ "$missing" -eq 0 ] || return 1
  echo "java: $(java -version 2>&1 | head -1)"
  echo "mvn:  $(mvn -v 2>/dev/null | head -1 | sed 's/\x1b\[[0-9;]*m//g')"
  echo "go:   $(go version)"
  echo "python: $(python3 --version)"
}

fetch_jar() {
  local version jar
  version="$(sed -n 's:.*<openapi-generator.version>\(.*\)</openapi-generator.version>.*:\1:p' "$HERE/pom.xml")"
  jar="$CACHE/tools/openapi-generator-cli-$version.jar"
  if [ -s "$jar" ]; then
    echo "cached: ${jar#"$ROOT"/}"
  else
    mvn -B -q -f "$HERE/pom.xml" initialize
    [ -s "$jar" ] || { echo "mvn did not produce $jar" >&2; return 1; }
    echo "fetched: ${jar#"$ROOT"/}"
  fi
  java -jar "$jar" version
}

compile_go() {
  local svc="$1" dir="$CACHE/$1/go"
  (
    cd "$dir"
    go build ./...
    go vet ./...
    echo "go build + go vet: ok ($(go list ./... | wc -l) package(s), module $(go list -m))"
    # The smoke program, inside the module: main.go with its import pointed at this
    # service's module, plus the service's own checks when there are any.
    rm -rf cmd/smoke
    mkdir -p cmd/smoke
    sed "s#\"conformance.local/clients/uuid\" // rewritten per service by run.sh#\"$(go list -m)\"#" \
      "$HERE/smoke/go/main.go" >cmd/smoke/main.go
    grep -q "client \"$(go list -m)\"" cmd/smoke/main.go || { echo "import rewrite failed" >&2; exit 1; }
    # The generator groups operations by tag into <Tag>APIService fields (DefaultAPI when the
    # document has no tags): metaAPI names the one that holds Health for the generic checks.
    meta="$(sed -n 's/^func (a \*\([A-Za-z0-9]*API\)Service) Health(.*/\1/p' api_*.go | head -1)"
    [ -n "$meta" ] || { echo "no Health operation in the generated Go client" >&2; exit 1; }
    printf '%s\n' "package main" "" "import client \"$(go list -m)\"" "" \
      "// metaAPI is the generated service with Health and OpenapiJson (written by run.sh)." \
      "func metaAPI(c *client.APIClient) *client.${meta}Service { return c.$meta }" >cmd/smoke/meta.go
    # The service's own checks, when it has them (conformance/<svc>/clients/smoke.go).
    [ -f "$ROOT/conformance/$svc/clients/smoke.go" ] && cp "$ROOT/conformance/$svc/clients/smoke.go" "cmd/smoke/$svc.go"
    go vet ./cmd/smoke
    go build -o smoke ./cmd/smoke
    echo "smoke program: ${dir#"$ROOT"/}/smoke"
  )
}

setup_venv() {
  if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV"
  fi
  "$VENV/bin/pip" install -q -c "$HERE/python-constraints.txt" setuptools wheel
  echo "venv: ${VENV#"$ROOT"/} ($("$VENV/bin/python" --version))"
}

compile_python() {
  local svc="$1" dir="$CACHE/$1/python" pkg
  pkg="$(echo "$svc" | tr 'A-Z-' 'a-z_' | sed 's/[^a-z0-9_]//g; s/$/_client/')"
  # Requirements from PyPI, pinned; then the client itself, built from its pyproject.toml.
  "$VENV/bin/pip" install -q -c "$HERE/python-constraints.txt" -r "$dir/requirements.txt"
  "$VENV/bin/pip" install -q --no-deps --force-reinstall --no-build-isolation "$dir" \
    >"$CACHE/$svc/python.pip.log" 2>&1 || { cat "$CACHE/$svc/python.pip.log" >&2; return 1; }
  "$VENV/bin/pip" check
  "$VENV/bin/python" -m compileall -q "$dir/$pkg" "$HERE/smoke/python"
  "$VENV/bin/python" -c "import $pkg, sys; print('import $pkg: ok,', len([n for n in dir($pkg) if not n.startswith('_')]), 'names')"
}

# The TypeScript package as a consumer gets it: a copy of generated/<svc>/client/ (nothing built
# in generated/), built with its own tsconfig by tsc, then linked as node_modules/<its name> of a
# consumer folder (.cache/clients/ts/). Its dependency, openapi-fetch, resolves from the
# repository's node_modules (an ancestor folder), at the version package.json pins.
build_ts() {
  local svc="$1" name pkg
  name="$("$NODE" -p 'require(process.argv[1]).name' "$ROOT/generated/$svc/client/package.json")"
  pkg="$TS/packages/$svc-client"
  rm -rf "$pkg" "$TS/node_modules/$name"
  mkdir -p "$TS/packages" "$(dirname "$TS/node_modules/$name")"
  cp -r "$ROOT/generated/$svc/client" "$pkg"
  (cd "$pkg" && "$ROOT/node_modules/.bin/tsc" -p tsconfig.json)
  ln -s "$pkg" "$TS/node_modules/$name"
  (cd "$TS" && "$NODE" --input-type=module -e "
    const m = await import('$name');
    const f = Object.keys(m).filter((k) => /^create[A-Za-z0-9]*Client\$/.test(k));
    if (f.length !== 1) throw new Error('exports ' + f.length + ' create…Client functions');
    console.log('$name@' + m.contractVersion + ': import ok, ' + f[0] + ', dist ' + '$(find "$pkg/dist" -type f | wc -l)' + ' files');
  ")
}

# The TypeScript smoke program: conformance/clients/smoke/typescript/smoke.ts and each
# conformance/<folder>/clients/smoke.ts whose packages were built, copied under the consumer
# folder (.cache/clients/ts/src/, same layout) so their imports of @contract-first/… resolve
# through its node_modules as a consumer's do; tsc checks them against the built packages'
# declarations, node runs them.
compile_ts_smoke() {
  local f rel needs n ok
  rm -rf "$TS/src" "$TS/smoke-dist"
  mkdir -p "$TS/src/clients/smoke/typescript"
  cp "$ROOT/conformance/clients/smoke/typescript/smoke.ts" "$TS/src/clients/smoke/typescript/"
  for f in "$ROOT"/conformance/*/clients/smoke.ts; do
    [ -f "$f" ] || continue
    rel="${f#"$ROOT"/conformance/}"
    ok=1
    needs="$(grep -o 'from "@contract-first/[a-z0-9-]*"' "$f" | sed 's/from "\(.*\)"/\1/' || true)"
    for n in $needs; do [ -e "$TS/node_modules/$n" ] || ok=0; done
    if [ "$ok" -eq 0 ]; then
      echo "left out (a package it imports was not built): conformance/$rel"
      continue
    fi
    mkdir -p "$TS/src/$(dirname "$rel")"
    cp "$f" "$TS/src/$rel"
  done
  printf '{ "private": true, "type": "module" }\n' >"$TS/package.json"
  cat >"$TS/tsconfig.json" <<'JSON'
{
  "compilerOptions": {
    "target": "ES2023", "lib": ["ES2023"], "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "verbatimModuleSyntax": true,
    "skipLibCheck": true, "types": ["node"], "rootDir": "src", "outDir": "smoke-dist"
  },
  "include": ["src"]
}
JSON
  (cd "$TS" && "$ROOT/node_modules/.bin/tsc" -p tsconfig.json)
  echo "smoke program: ${TS#"$ROOT"/}/smoke-dist ($(find "$TS/smoke-dist" -name '*.js' | wc -l) modules)"
}

smoke_ts() {
  "$NODE" "$TS/smoke-dist/clients/smoke/typescript/smoke.js" --live "$LIVE" "${SERVICES[@]}"
}

smoke_python() {
  "$VENV/bin/python" "$HERE/smoke/python/smoke.py" --live "$LIVE" "${SERVICES[@]}"
}

smoke_go() {
  local svc rc=0
  for svc in "${SERVICES[@]}"; do
    "$CACHE/$svc/go/smoke" -service "$svc" -live "$LIVE" || rc=1
  done
  return "$rc"
}

# --- main -----------------------------------------------------------------------------------
if [ $# -eq 0 ] || [ "$*" = "all" ]; then
  SERVICES=()
  for d in generated/*/; do
    [ -f "$d/openapi.yaml" ] && SERVICES+=("$(basename "$d")")
  done
else
  for svc in "$@"; do
    [ -f "generated/$svc/openapi.yaml" ] || { echo "no service $svc under generated/" >&2; exit 2; }
  done
  SERVICES=("$@")
fi
echo "services: ${SERVICES[*]}"

finish() {
  summary
  exit "$1"
}
# CLIENTS_KINDS narrows the run (default: all three): openapi-generator (Python and Go clients,
# compiled and smoke-called), openapi-python-client (generated from both documents, no warning)
# and typescript (the generated packages, built and smoke-called).
KINDS=" ${CLIENTS_KINDS:-openapi-generator openapi-python-client typescript} "
kind() { [[ "$KINDS" == *" $1 "* ]]; }

if kind openapi-generator; then
  stage "tools on the machine" check_tools; must
fi
stage --inline "start server (background)" start_server; must
if kind openapi-generator; then
  stage "fetch openapi-generator (Maven)" fetch_jar; must
  stage "generate clients" bash "$HERE/generate.sh" "${SERVICES[@]}"; must
  # A server that died while booting fails the run now, not after the compile stages.
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    stage "wait for live server" wait_server; must
  fi
  for svc in "${SERVICES[@]}"; do
    stage "compile go: $svc" compile_go "$svc"; must
  done
  stage "python venv" setup_venv; must
  for svc in "${SERVICES[@]}"; do
    stage "compile python: $svc" compile_python "$svc"; must
  done
fi
if kind openapi-python-client; then
  stage "install openapi-python-client" bash "$ROOT/conformance/tools/install.sh" openapi-python-client; must
  for svc in "${SERVICES[@]}"; do
    stage "openapi-python-client: $svc" bash "$HERE/openapi-python-client.sh" "$svc"; must
  done
fi
if kind typescript; then
  for svc in "${SERVICES[@]}"; do
    stage "build typescript: $svc" build_ts "$svc"; must
  done
  stage "compile typescript smoke" compile_ts_smoke; must
fi
stage "wait for live server" wait_server; must
# Every language runs even if one fails, so one run shows all.
smoke_rc=0
if kind openapi-generator; then
  stage "smoke python" smoke_python
  [ "$STAGE_RC" -eq 0 ] || smoke_rc=1
  stage "smoke go" smoke_go
  [ "$STAGE_RC" -eq 0 ] || smoke_rc=1
fi
if kind typescript; then
  stage "smoke typescript" smoke_ts
  [ "$STAGE_RC" -eq 0 ] || smoke_rc=1
fi
stage --inline "stop server" stop_server
[ "$STAGE_RC" -eq 0 ] || smoke_rc=1
finish "$smoke_rc"
