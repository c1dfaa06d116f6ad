# Shared helpers for the shell-driven conformance judges; source it, don't run it.
#
#   ROOT                      the repository root; scripts cd there
#   services_list             every service with a generated/<svc>/openapi.yaml
#   require_service NAME      exits 2 with the known services when NAME has no contract
#   ensure_live [FILE]        sets FIXTURES: FILE, else $CONFORMANCE_FIXTURES, else starts
#                             conformance/cli/serve.ts on a free port (stopped on exit)
#   fixture_base_url SVC      the service's baseUrl from $FIXTURES
#   fixture_headers SVC       its credential headers, one "Name: value" a line
#   free_port                 a free TCP port on 127.0.0.1
#   on_exit CMD               runs CMD when the script exits (stacked, last in first out)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CALLER_PWD="$PWD"
cd "$ROOT"
# The project's Node (24) and CLIs first: plain `node` on PATH may be older.
export PATH="$ROOT/node_modules/.bin:$PATH"
CACHE="$ROOT/.cache/conformance"
mkdir -p "$CACHE"

_exit_hooks=()
on_exit() { _exit_hooks=("$1" "${_exit_hooks[@]}"); }
_run_exit_hooks() {
  local rc=$? hook
  for hook in "${_exit_hooks[@]}"; do eval "$hook" || true; done
  exit "$rc"
}
trap _run_exit_hooks EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

services_list() {
  local dir
  for dir in "$ROOT"/generated/*/; do
    [[ -f "$dir/openapi.yaml" ]] && basename "$dir"
  done
}

require_service() {
  if [[ ! "$1" =~ ^[A-Za-z0-9_-]+$ || ! -f "$ROOT/generated/$1/openapi.yaml" ]]; then
    echo "unknown service \"$1\": no generated/$1/openapi.yaml (known: $(services_list | paste -sd ' '))" >&2
    exit 2
  fi
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# Starts a process in its own session and process group, so stopping the group stops its
# children too. Prints the group's id. (setsid forks when the caller is already a group leader,
# e.g. under job control, so the id is read from inside rather than taken from $!.)
start_group() {
  local log="$1" pidfile i
  shift
  pidfile="$(mktemp)"
  setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" >"$log" 2>&1 </dev/null &
  for i in $(seq 1 100); do
    [[ -s "$pidfile" ]] && break
    sleep 0.05
  done
  cat "$pidfile"
  rm -f "$pidfile"
}

stop_group() {
  local pid="$1" i
  kill -TERM -- "-$pid" 2>/dev/null || return 0
  for i in $(seq 1 50); do
    kill -0 -- "-$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -KILL -- "-$pid" 2>/dev/null || true
}

ensure_live() {
  FIXTURES="${1:-${CONFORMANCE_FIXTURES:-}}"
  if [[ -n "$FIXTURES" ]]; then
    [[ "$FIXTURES" == /* ]] || FIXTURES="$CALLER_PWD/$FIXTURES"
    [[ -f "$FIXTURES" ]] || { echo "fixtures file $FIXTURES not found" >&2; exit 2; }
    FIXTURES="$(cd "$(dirname "$FIXTURES")" && pwd)/$(basename "$FIXTURES")"
    return
  fi
  FIXTURES="$CACHE/live-$$.json"
  local log="$CACHE/live-$$.log" pid i
  rm -f "$FIXTURES"
  pid=$(start_group "$log" tsx conformance/cli/serve.ts --port 0 --out "$FIXTURES")
  on_exit "stop_group $pid; rm -f '$FIXTURES' '$log'"
  for i in $(seq 1 600); do
    if [[ -s "$FIXTURES" ]] && python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$FIXTURES" 2>/dev/null; then
      echo "live server started (fixtures $FIXTURES, log $log)" >&2
      return
    fi
    kill -0 "$pid" 2>/dev/null || { echo "live server exited:" >&2; cat "$log" >&2; exit 1; }
    sleep 0.1
  done
  echo "live server did not start within 60 s:" >&2
  cat "$log" >&2
  exit 1
}

_fixture() {
  python3 - "$FIXTURES" "$@" <<'PY'
import json, sys
path, service, what = sys.argv[1:4]
services = json.load(open(path))["services"]
if service not in services:
    sys.exit(f"service {service} is not in {path} (has: {', '.join(services)})")
entry = services[service]
if what == "baseUrl":
    print(entry["baseUrl"])
else:
    for headers in entry.get("credentials", {}).values():
        for name, value in headers.items():
            print(f"{name}: {value}")
PY
}

fixture_base_url() { _fixture "$1" baseUrl; }
fixture_headers() { _fixture "$1" headers; }
