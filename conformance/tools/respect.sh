#!/usr/bin/env bash
# Runs a service's scenario suites (conformance/<svc>/*.arazzo.yaml) with `redocly respect`
# against the live server: each scenario file's workflows, with the fixture's credentials
# passed as inputs named by security scheme (e.g. $inputs.ApiKeyBearer = "Bearer sk_…").
#   bash conformance/tools/respect.sh <service|all> [--fixtures FILE]
# Exits non-zero when any step fails its success criteria or respect's own checks
# (declared status, content type, response schema).
set -euo pipefail
source "$(dirname "$0")/common.sh"

target="${1:?usage: respect.sh <service|all> [--fixtures FILE]}"
shift
fixtures=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --fixtures) fixtures="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
ensure_live "$fixtures"

run_service() {
  local svc="$1" files inputs=()
  shopt -s nullglob
  files=("conformance/$svc"/*.arazzo.yaml)
  shopt -u nullglob
  if [[ ${#files[@]} -eq 0 ]]; then
    echo "respect: $svc has no scenario files"
    return 0
  fi
  while IFS= read -r line; do inputs+=(--input "$line"); done < <(python3 - "$FIXTURES" "$svc" <<'PY'
import json, sys
entry = json.load(open(sys.argv[1]))["services"][sys.argv[2]]
# A Cookie credential is passed as the cookie's value alone (scenarios send it with
# `in: cookie`): respect cuts an --input at every "=", so "name=value" would arrive as "name".
for scheme, headers in entry.get("credentials", {}).items():
    for name, value in headers.items():
        if name.lower() == "cookie" and "=" in value:
            value = value.split("=", 1)[1]
        print(f"{scheme}={value}")
PY
)
  local base
  base="$(fixture_base_url "$svc")"
  echo "respect: $svc (${#files[@]} scenario files) against $base"
  redocly respect "${files[@]}" --server "$svc=$base" "${inputs[@]}" \
    --json-output "$CACHE/respect-$svc.json"
}

if [[ "$target" == all ]]; then
  for svc in $(services_list); do run_service "$svc"; done
else
  require_service "$target"
  run_service "$target"
fi
