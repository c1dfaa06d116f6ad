#!/usr/bin/env bash
# Runs a command with its traffic going through a Prism validating proxy, then fails if Prism
# saw any contract violation.
#
#   conformance/tools/through-prism.sh <service> [--fixtures FILE] [--port N] -- <command...>
#
# Starts (unless --fixtures or $CONFORMANCE_FIXTURES names a running one) the live server,
# then `prism proxy generated/<service>/openapi.yaml <baseUrl> --errors` on a free port, and
# runs the command with
#   PRISM_URL              the proxy's URL: the service's routes at its root
#   CONFORMANCE_FIXTURES   the fixtures file (base URLs, credential headers)
# A single-argument command runs under `bash -c`, so '... $PRISM_URL ...' in single quotes
# expands there. Prism's log is kept in .cache/conformance/prism-proxy/<service>.log.
#
# Fails when the command fails, when Prism logged a violation (a `Violation:` line, or a
# request it refused: 422 for an invalid request, 500 for an invalid response under --errors,
# 404/405 for a route the contract lacks), or when no request went through at all.
# Send valid traffic only: Prism judges requests too, and a deliberately invalid request counts
# as a violation (e.g. schemathesis.sh --positive, not the negative cases).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() { echo "usage: $0 <service> [--fixtures FILE] [--port N] -- <command...>" >&2; exit 2; }
svc="" fixtures="" port=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --fixtures) [[ $# -ge 2 ]] || usage; fixtures="$2"; shift 2 ;;
    --port) [[ $# -ge 2 ]] || usage; port="$2"; shift 2 ;;
    --) shift; break ;;
    -h|--help) usage ;;
    -*) echo "unknown option $1" >&2; usage ;;
    *) [[ -z "$svc" ]] || usage; svc="$1"; shift ;;
  esac
done
[[ -n "$svc" && $# -gt 0 ]] || usage
require_service "$svc"
ensure_live "$fixtures"
export CONFORMANCE_FIXTURES="$FIXTURES"

port="${port:-$(free_port)}"
upstream="$(fixture_base_url "$svc")"
mkdir -p "$CACHE/prism-proxy"
log="$CACHE/prism-proxy/$svc.log"
pid=$(start_group "$log" env FORCE_COLOR=0 prism proxy "generated/$svc/openapi.yaml" "$upstream" \
  --errors --host 127.0.0.1 --port "$port")
on_exit "stop_group $pid"
for _ in $(seq 1 300); do
  grep -q "Prism is listening on" "$log" && break
  kill -0 "$pid" 2>/dev/null || { echo "prism proxy exited:" >&2; cat "$log" >&2; exit 1; }
  sleep 0.1
done
grep -q "Prism is listening on" "$log" || { echo "prism proxy did not start:" >&2; cat "$log" >&2; exit 1; }
export PRISM_URL="http://127.0.0.1:$port"
echo "== through prism ($svc): $PRISM_URL -> $upstream; log $log" >&2

status=0
if [[ $# -eq 1 ]]; then bash -c "$1" || status=$?; else "$@" || status=$?; fi
stop_group "$pid"

# Prism's pretty log: strip colours, then count.
clean="$(sed -E 's/\x1b\[[0-9;]*m//g' "$log")"
requests=$(grep -c "Request received" <<<"$clean" || true)
# Schemathesis first probes the server's URL decoding with GET <base>/schemathesis-probe%5C%1B%01,
# a route no contract has; that probe is not test traffic, so its 404 is not a violation.
violations=$(grep -E "Violation:|Request terminated with error" <<<"$clean" |
  grep -vE "get /schemathesis-probe[^ ]* .*NO_PATH_MATCHED_ERROR" || true)
count=$(grep -c . <<<"$violations" || true)
echo "== through prism ($svc): $requests requests, $count violations; command exit $status" >&2
if [[ $count -gt 0 ]]; then
  echo "prism violations (first 50; full log $log):" >&2
  head -50 <<<"$violations" >&2
fi
if [[ $status -ne 0 || $count -gt 0 || $requests -eq 0 ]]; then
  [[ $requests -eq 0 ]] && echo "no request went through the proxy" >&2
  exit 1
fi
