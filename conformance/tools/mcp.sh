#!/usr/bin/env bash
# The official MCP conformance suite (@modelcontextprotocol/conformance, server mode) against a
# service's `/mcp` on the live server: the installed suite's whole active server suite, judged
# scenario by scenario (conformance/tools/mcp_judge.py): every check of every scenario not listed
# in conformance/mcp-exclusions.txt must pass (a WARNING is not a failure), and every name listed
# there must be one the suite ran. No credentials are sent: every service's /mcp takes requests
# without one (a credential that is sent must be valid), and the suite has no way to send headers.
# Writes $CACHE/mcp-<service>.json (the layer's summary row).
#   bash conformance/tools/mcp.sh <service|all> [--fixtures FILE]
set -euo pipefail
source "$(dirname "$0")/common.sh"

target="${1:?usage: mcp.sh <service|all> [--fixtures FILE]}"
shift
fixtures=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --fixtures) fixtures="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ "$target" == all ]] || require_service "$target"
ensure_live "$fixtures"

run_service() {
  local svc="$1" out="$CACHE/mcp/$1"
  rm -rf "$out" "$CACHE/mcp-$svc.json"
  mkdir -p "$out"
  # The suite's exit code is not the judgement (it counts the scenarios that do not apply as
  # failures); its checks.json files are.
  conformance server --url "$(fixture_base_url "$svc")/mcp" -o "$out" >"$out/run.log" 2>&1 || true
  python3 conformance/tools/mcp_judge.py "$out" conformance/mcp-exclusions.txt "$CACHE/mcp-$svc.json"
}

if [[ "$target" == all ]]; then
  failed=0
  for svc in $(services_list); do run_service "$svc" || failed=1; done
  exit "$failed"
fi
run_service "$target"
