#!/usr/bin/env bash
# Every conformance layer against every service, on one live server (PostgreSQL when
# DATABASE_URL is set, else PGlite), then a summary table. Exits non-zero if any layer failed.
#   npm run conformance:all            (CI runs this on PostgreSQL)
# Order matters where state does: the scenario suites run first, on fresh free allowances.
set -euo pipefail
source "$(dirname "$0")/tools/common.sh"

# The seed of every generator (our fuzzer, Schemathesis) comes from the commit, so each landing
# explores new cases and any run replays exactly with CONFORMANCE_SEED=<printed seed>.
SEED="${CONFORMANCE_SEED:-$(bash conformance/tools/seed.sh)}"
# Examples per operation: the budget grows with the number of operations, not per service.
EXAMPLES="${CONFORMANCE_EXAMPLES:-25}"
# Schemathesis' fuzzing and stateful phases share one fixed budget, split by operation count over
# every published contract (its examples and coverage phases still run on every operation): the
# total stays the same as services are added. conformance/tools/schemathesis.sh, "Env".
BUDGET="${CONFORMANCE_SCHEMATHESIS_BUDGET:-360}"
export SCHEMATHESIS_SEED="$SEED" SCHEMATHESIS_MAX_EXAMPLES="$EXAMPLES" SCHEMATHESIS_FUZZ_BUDGET="$BUDGET"
echo "conformance seed $SEED (CONFORMANCE_SEED=$SEED replays it), $EXAMPLES examples per operation," \
  "Schemathesis fuzzing budget $BUDGET s (CONFORMANCE_SCHEMATHESIS_BUDGET)"
# .ci/report.py projects every layer by operation count but this budget, which it reads here.
echo "$BUDGET" >"$CACHE/schemathesis-budget"
# The table of layer × service results; CONFORMANCE_SUMMARY puts it elsewhere (the scaffold check
# does, so its run leaves the one CI reports alone).
summary="${CONFORMANCE_SUMMARY:-$CACHE/summary.tsv}"
: >"$summary"
failed=0

# record LAYER SERVICE RESULT DETAIL SECONDS
record() { printf '%s\t%s\t%s\t%s\t%s\n' "$@" >>"$summary"; }

# run LAYER SERVICE DETAIL-COMMAND -- COMMAND... : runs a layer, records pass/fail and its time.
run() {
  local layer="$1" svc="$2" detail_cmd="$3" start rc detail
  shift 4
  echo
  echo "=== $layer: $svc ==="
  start=$(date +%s)
  set +e
  ( set -e; "$@" )
  rc=$?
  set -e
  detail="$(eval "$detail_cmd" 2>/dev/null || true)"
  if [[ $rc -eq 0 ]]; then record "$layer" "$svc" pass "$detail" "$(($(date +%s) - start))"
  else record "$layer" "$svc" FAIL "$detail" "$(($(date +%s) - start))"; failed=$((failed + 1)); fi
}

detail() { python3 conformance/tools/detail.py "$1" "$2" "$CACHE"; }

run lint all "echo 'recommended-strict, every document'" -- npm run -s lint:spec

ensure_live ""
export CONFORMANCE_FIXTURES="$FIXTURES"
# The live server's origin; each service is mounted below it as the fixtures file says.
ORIGIN="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["origin"])' "$FIXTURES")"
# Services listed in conformance/pending.txt are linted only (see that file for why).
# CONFORMANCE_SERVICES="a b" narrows the run to those services.
services=$(services_list | grep -vxF -f <(grep -v '^#' conformance/pending.txt) || true)
if [[ -n "${CONFORMANCE_SERVICES:-}" ]]; then
  for svc in $CONFORMANCE_SERVICES; do require_service "$svc"; done
  services=$(printf '%s\n' $services | grep -xF -f <(printf '%s\n' $CONFORMANCE_SERVICES) || true)
fi

# The layers that share the live server, in their stateful order, for the services given.
live_layers() {
  local svc
  for svc in "$@"; do
    run scenarios "$svc" "detail scenarios $svc" \
      -- bash conformance/tools/respect.sh "$svc" --fixtures "$FIXTURES"
  done
  # Our fuzzer, its valid requests sent through a Prism validating proxy (`--errors`) in the same
  # pass (the negative and credential cases go to the server directly: Prism would refuse them
  # itself). The layer fails on a fuzzer finding or on any violation Prism logged.
  for svc in "$@"; do
    run fuzz "$svc" "detail fuzz $svc" \
      -- bash conformance/tools/through-prism.sh "$svc" --fixtures "$FIXTURES" -- \
         "npx tsx conformance/fuzz/cli.ts --service $svc --base-url $ORIGIN --fixtures \"\$CONFORMANCE_FIXTURES\" --positive-via \"\$PRISM_URL\" --seed $SEED --examples $EXAMPLES --quiet"
  done
  # Transport cases (content codings, malformed escapes, deep JSON, NUL bytes, oversized and short
  # requests) on every operation: conformance/fuzz/README.md, "Transport layer".
  for svc in "$@"; do
    run transport "$svc" "detail transport $svc" \
      -- npx tsx conformance/fuzz/transport/cli.ts --service "$svc" --base-url "$ORIGIN" \
         --fixtures "$FIXTURES" --seed "$SEED" --body-timeout-ms 10000 --quiet
  done
  # The official MCP conformance suite against every /mcp: conformance/tools/mcp.sh, with the
  # scenarios that do not apply (and why) in conformance/mcp-exclusions.txt.
  for svc in "$@"; do
    run mcp "$svc" "detail mcp $svc" -- bash conformance/tools/mcp.sh "$svc" --fixtures "$FIXTURES"
  done
  for svc in "$@"; do
    run schemathesis "$svc" "detail schemathesis $svc" \
      -- bash conformance/tools/schemathesis.sh "$svc" --fixtures "$FIXTURES"
  done
}

# The layers that start servers of their own, for the services given.
own_server_layers() {
  local svc
  for svc in "$@"; do
    # Its own fresh server: earlier layers' DELETEs remove the records Dredd's transactions name.
    run dredd "$svc" "echo 'compatibility check'" -- npm run -s dredd -- "$svc"
  done
  # One JVM generates every openapi-generator client and one server answers every language's smoke
  # calls (the TypeScript packages' too); the per-service
  # rows come from the run's own stage times (.cache/clients/stages.tsv).
  # shellcheck disable=SC2086
  run clients all "echo 'python + go (openapi-generator), python (openapi-python-client), typescript packages: generated, compiled, smoke-called'" -- bash conformance/clients/run.sh "$@"
  python3 conformance/tools/client_rows.py "$summary" "$ROOT/.cache/clients/stages.tsv"
}

# Lanes: CONFORMANCE_LANES (default 2) workers take jobs from one queue until it is empty: a job is
# one service's live-server layers, or the layers that start servers of their own
# (conformance/tools/lanes.py, longest first). Most of a layer's time is one client waiting on one
# server, so one lane leaves a core idle (measured ~50 % idle). Every layer still runs on every
# service, and one service's layers keep their stateful order. CONFORMANCE_LANES=1 runs it all in
# one lane, in order.
queue="$CACHE/lanes-$$"
python3 conformance/tools/lanes.py $services >"$queue"
echo 0 >"$queue.taken"
on_exit "rm -f '$queue' '$queue.taken' '$queue.lock'"
# take: prints the queue's next job (nothing when it is empty); flock makes each job go to one lane.
take() {
  (
    flock 9
    local n
    n=$(cat "$queue.taken")
    echo $((n + 1)) >"$queue.taken"
    sed -n "$((n + 1))p" "$queue"
  ) 9>"$queue.lock"
}
lane() {
  local job
  while job=$(take) && [[ -n "$job" ]]; do
    # shellcheck disable=SC2086
    if [[ "$job" == own-servers ]]; then own_server_layers $services; else live_layers "$job"; fi
  done
}
pids=()
for ((i = 1; i <= ${CONFORMANCE_LANES:-2}; i++)); do
  lane 2>&1 | sed -u "s/^/[lane $i] /" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || true; done
# The lanes ran in subshells: what failed is read back from the summary they all append to.
failed=$(awk -F'\t' '$3 != "pass"' "$summary" | wc -l)

echo
echo "=== conformance summary (seed $SEED, $EXAMPLES examples per operation) ==="
python3 - "$summary" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1]) if line.strip()]
# The lanes append as they finish: print in layer order, then by service.
layers = ["lint", "scenarios", "fuzz", "transport", "mcp", "schemathesis", "dredd", "clients"]
rows.sort(key=lambda r: (layers.index(r[0]) if r[0] in layers else len(layers), r[1]))
head = ["layer", "service", "result", "detail", "s"]
widths = [max(len(r[i]) for r in rows + [head]) for i in range(5)]
for r in [head] + rows:
    print("  ".join(c.ljust(w) for c, w in zip(r, widths)))
passed = sum(r[2] == "pass" for r in rows)
print(f"\n{passed} passed, {len(rows) - passed} failed")
PY
[[ $failed -eq 0 ]]
