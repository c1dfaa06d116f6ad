#!/usr/bin/env bash
# Runs a service's scenario suites with `redocly respect` against the live server, with the
# fixture's credentials passed as inputs named by security scheme (e.g.
# $inputs.ApiKeyBearer = "Bearer sk_…").
#   bash conformance/tools/respect.sh <service|all> [--fixtures FILE]
# Which files a service runs (conformance/tools/scenario_files.py): the `*.arazzo.yaml` of
# conformance/<folder>/, its spec folder's (the variants of a versioned spec share it), except
# those named `*.<other variant>.arazzo.yaml`; a shared file runs against the service's own
# document. Exits non-zero when any step fails its success criteria or respect's own checks
# (declared status, content type, response schema), and when a service has no scenario file
# (every service has one: the scaffolder writes it; conformance/pending.txt leaves a service out
# of the live layers). `all` runs every service, then fails if any did.
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
  local svc="$1" listing kind value folder="" files=() sources=() servers=() inputs=() base
  rm -f "$CACHE/respect-$svc.json"
  listing="$(python3 conformance/tools/scenario_files.py "$svc" "$CACHE/respect/$svc")" || return 1
  while IFS=$'\t' read -r kind value; do
    case "$kind" in
      folder) folder="$value" ;;
      file) files+=("$value") ;;
      source) sources+=("$value") ;;
    esac
  done <<<"$listing"
  if [[ ${#files[@]} -eq 0 ]]; then
    # Not a pass: a layer that ran nothing would hide the missing scenarios (detail.py says so).
    echo "respect: $svc has no scenario files (conformance/$folder/*.arazzo.yaml)" >&2
    echo '{"noScenarioFiles": true}' >"$CACHE/respect-$svc.json"
    return 1
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
  base="$(fixture_base_url "$svc")" || return 1
  for value in "${sources[@]}"; do servers+=(--server "$value=$base"); done
  echo "respect: $svc (${#files[@]} scenario files: ${files[*]}) against $base"
  redocly respect "${files[@]}" "${servers[@]}" "${inputs[@]}" \
    --json-output "$CACHE/respect-$svc.json"
}

if [[ "$target" == all ]]; then
  failed=()
  for svc in $(services_list); do run_service "$svc" || failed+=("$svc"); done
  if [[ ${#failed[@]} -gt 0 ]]; then
    echo "respect: failed for ${failed[*]}" >&2
    exit 1
  fi
else
  require_service "$target"
  run_service "$target"
fi
