#!/usr/bin/env bash
# A Prism validating proxy in front of one service of the live server, in the foreground.
#
#   conformance/tools/prism-proxy.sh <service> [--fixtures FILE] [--port N]
#
# Runs `prism proxy generated/<service>/openapi.yaml <baseUrl> --errors` at 127.0.0.1:N
# (default 4010): every request is checked against the contract before it is forwarded (422
# when it violates it) and every response after (500 when it violates it). Without --fixtures
# (or $CONFORMANCE_FIXTURES) it starts conformance/cli/serve.ts and stops it on exit. Send
# traffic with the fixture's credentials (see .cache/conformance/live.json). To run a suite
# through the proxy and fail on any violation, use through-prism.sh.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() { echo "usage: $0 <service> [--fixtures FILE] [--port N]" >&2; exit 2; }
svc="" fixtures="" port=4010
while [[ $# -gt 0 ]]; do
  case "$1" in
    --fixtures) [[ $# -ge 2 ]] || usage; fixtures="$2"; shift 2 ;;
    --port) [[ $# -ge 2 ]] || usage; port="$2"; shift 2 ;;
    -h|--help) usage ;;
    -*) echo "unknown option $1" >&2; usage ;;
    *) [[ -z "$svc" ]] || usage; svc="$1"; shift ;;
  esac
done
[[ -n "$svc" ]] || usage
require_service "$svc"
ensure_live "$fixtures"

upstream="$(fixture_base_url "$svc")"
echo "prism proxy for $svc: http://127.0.0.1:$port -> $upstream (fixtures $FIXTURES)" >&2
# Not exec: the EXIT trap stops a live server started above.
prism proxy "generated/$svc/openapi.yaml" "$upstream" --errors --host 127.0.0.1 --port "$port"
