#!/usr/bin/env bash
# Schemathesis against the live server, one published contract at a time.
#
#   conformance/tools/schemathesis.sh <service|all> [--fixtures FILE] [--url URL] [--positive]
#                                     [-- <more schemathesis run options>]
#
# Installs Schemathesis (pinned, conformance/tools/install.sh) into .cache/venv when missing. Without --fixtures (or
# $CONFORMANCE_FIXTURES) it starts conformance/cli/serve.ts itself and stops it afterwards.
# Sends the fixture's credential headers on every request, runs every check with a fixed seed
# and a bounded number of examples, and writes JUnit and JSON reports to
# .cache/conformance/schemathesis/<service>/. Exits non-zero if any service has a failure.
#
#   --url URL     send the traffic somewhere else than the fixture's baseUrl (e.g. $PRISM_URL)
#   --positive    valid requests only (--mode positive, and no check whose point is to send an
#                 invalid request): for running through `prism proxy --errors`
#
# Env: SCHEMATHESIS_SEED (default 1), SCHEMATHESIS_MAX_EXAMPLES (default 50),
#      SCHEMATHESIS_FUZZ_BUDGET (seconds; unset: no budget). With a budget, each service runs in two
#      passes: the examples and coverage phases on every operation (bounded by the schema, not the
#      clock), then the fuzzing and stateful phases for the service's share of the budget, split by
#      operation count over every published contract (conformance/tools/operations.py --share), so
#      the total stays fixed as the project grows. Without one, all four phases run in one pass,
#      bounded by SCHEMATHESIS_MAX_EXAMPLES alone.
# Known false positives are excluded per service in conformance/<folder>/schemathesis[.<svc>].toml
# (see conformance/README.md, "Schemathesis false positives").
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

ST="$ROOT/.cache/venv/bin/schemathesis"

usage() {
  echo "usage: $0 <service|all> [--fixtures FILE] [--url URL] [--positive] [-- schemathesis options]" >&2
  exit 2
}

target="" fixtures="" url="" positive=0 extra=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --fixtures) [[ $# -ge 2 ]] || usage; fixtures="$2"; shift 2 ;;
    --url) [[ $# -ge 2 ]] || usage; url="$2"; shift 2 ;;
    --positive) positive=1; shift ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) usage ;;
    -*) echo "unknown option $1" >&2; usage ;;
    *) [[ -z "$target" ]] || usage; target="$1"; shift ;;
  esac
done
[[ -n "$target" ]] || usage
if [[ "$target" == all ]]; then
  mapfile -t targets < <(services_list)
else
  require_service "$target"
  targets=("$target")
fi
[[ -z "$url" || ${#targets[@]} -eq 1 ]] || { echo "--url needs a single service" >&2; exit 2; }

bash "$ROOT/conformance/tools/install.sh" schemathesis

ensure_live "$fixtures"

summarize() {
  python3 - "$1" <<'PY' 2>/dev/null || echo "(no report)"
import json, sys
r = json.load(open(sys.argv[1]))
failures = sum(f["count"] for f in r["failures"])
print(f"operations {r['operations']['tested']}/{r['operations']['total']}, "
      f"cases {r['test_cases']['generated']}, failures {failures}, errors {len(r['errors'])}")
PY
}

# The fixture's credential headers other than Cookie, one "Name: value" a line.
fixture_plain_headers() { fixture_headers "$1" | grep -iv '^cookie:' || true; }

# [auth.openapi.<scheme>] tables for the fixture's cookie credentials (api_key = the cookie's value).
fixture_cookie_auth() {
  python3 - "$FIXTURES" "$1" <<'PY'
import json, sys
entry = json.load(open(sys.argv[1]))["services"][sys.argv[2]]
for scheme, headers in entry.get("credentials", {}).items():
    for name, value in headers.items():
        if name.lower() == "cookie" and "=" in value:
            print(f"\n[auth.openapi.{scheme}]\napi_key = {json.dumps(value.split('=', 1)[1])}")
PY
}

failed=()
for svc in "${targets[@]}"; do
  base="${url:-$(fixture_base_url "$svc")}"
  out="$CACHE/schemathesis/$svc"
  rm -rf "$out"
  mkdir -p "$out/work"
  # Credentials: a session cookie goes through Schemathesis' OpenAPI-aware auth
  # ([auth.openapi.<scheme>]), so it knows which parameter the credential is and can test its
  # absence; every other credential is a header sent on every request.
  headers=()
  while IFS= read -r line; do
    [[ -n "$line" ]] && headers+=(-H "$line")
  done < <(fixture_plain_headers "$svc")
  # Every check runs. With a per-service config file that file says so (`checks.enabled = true`)
  # instead of `--checks all`: Schemathesis ranks CLI options above [[operations]] settings, so
  # `--checks all` would switch the file's per-operation exclusions back on.
  config=() checks=(--checks all)
  generated="$out/schemathesis.toml"
  # Every contract refuses text holding U+0000 with 400 before any schema (README, "Errors"), a
  # rule JSON Schema cannot state on every string: such a request is not a valid one. (Lone
  # surrogates are out already: Schemathesis encodes what it generates as UTF-8.)
  echo "generation.allow-x00 = false" >"$generated"
  # The service's exclusions: conformance/<folder>/schemathesis.toml, where <folder> is the spec
  # folder it is published from; a later version of a versioned spec reads
  # schemathesis.<service>.toml there instead (as scenario files are picked).
  folder="$(sed -n 's/^[[:space:]]*folder: "\([^"]*\)",$/\1/p' "$ROOT/generated/$svc/service.ts" | head -n 1)"
  exclusions="$ROOT/conformance/${folder:-$svc}/schemathesis.toml"
  [[ "${folder:-$svc}" == "$svc" ]] || exclusions="$ROOT/conformance/$folder/schemathesis.$svc.toml"
  if [[ -f "$exclusions" ]]; then
    cat "$exclusions" >>"$generated"
    checks=()
  fi
  # Server-issued parameters (page cursors) are pinned to "none", read from the document.
  "$ROOT/.cache/venv/bin/python" "$ROOT/conformance/tools/server_issued.py" "$ROOT/generated/$svc/openapi.yaml" >>"$generated"
  fixture_cookie_auth "$svc" >>"$generated"
  [[ -s "$generated" ]] && config=(--config-file "$generated")
  mode=()
  ((positive)) && mode=(--mode positive --exclude-checks unsupported_method,missing_required_header)
  # pass NAME OPTIONS...: one `st run` writing $out/<NAME>.{junit.xml,json}. Run from inside .cache
  # so Schemathesis' crash store (.schemathesis/) stays out of the tree.
  pass() {
    local name="$1"
    shift
    (cd "$out/work" && "$ST" "${config[@]}" run "$ROOT/generated/$svc/openapi.yaml" \
      --url "$base" "${headers[@]}" \
      "${checks[@]}" "${mode[@]}" \
      --seed "${SCHEMATHESIS_SEED:-1}" --max-examples "${SCHEMATHESIS_MAX_EXAMPLES:-50}" \
      --generation-database none \
      --report junit,json --report-junit-path "$out/$name.junit.xml" --report-json-path "$out/$name.json" \
      "$@" "${extra[@]}")
  }
  start=$SECONDS
  status=0
  if [[ -n "${SCHEMATHESIS_FUZZ_BUDGET:-}" ]]; then
    share="$(python3 "$ROOT/conformance/tools/operations.py" --share "$SCHEMATHESIS_FUZZ_BUDGET" "$svc")"
    echo "== schemathesis $svc -> $base: examples and coverage, then fuzzing and stateful for ${share} s" >&2
    pass bounded --phases examples,coverage || status=$?
    pass budgeted --phases fuzzing,stateful --max-time "$share" || status=$?
    reports=("$out/bounded.json" "$out/budgeted.json")
  else
    echo "== schemathesis $svc -> $base" >&2
    pass all || status=$?
    reports=("$out/all.json")
  fi
  # One report.json per service, whatever the passes (conformance/tools/detail.py reads it).
  python3 "$ROOT/conformance/tools/merge_st_reports.py" "$out/report.json" "${reports[@]}" 2>/dev/null || true
  summary="$(summarize "$out/report.json")"
  if [[ $status -eq 0 ]]; then
    echo "== schemathesis $svc: PASS $summary ($((SECONDS - start)) s; reports in $out)" >&2
  else
    echo "== schemathesis $svc: FAIL (exit $status) $summary ($((SECONDS - start)) s; reports in $out)" >&2
    failed+=("$svc")
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "schemathesis failed for: ${failed[*]}" >&2
  exit 1
fi
