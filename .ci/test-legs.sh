#!/usr/bin/env bash
# Which jest files run on PostgreSQL as well as PGlite. CI runs every file on PGlite; on
# PostgreSQL it runs the files whose database can differ: those whose imports reach a module
# that opens a database (storage/testing.ts, and every module calling openDatabase or
# openTestDatabase, found by grep so a new one counts; jest's own dependency graph,
# --findRelatedTests), and any that reads DATABASE_URL or calls openDatabase itself. A file
# outside that set opens no database, so it runs the same code on both legs and its second run
# could only replay the first. (Reaching storage/db.ts alone is not enough: loading the
# services, as the registry and generated/services.js do, imports it without opening one.)
# Nor do the handler tests of a service without storage of its own (platform_only below).
#
# Two short lists move single files by what they prove, each with its reason:
# postgres_only: files whose claim is about the production database — they run there alone;
# no_database: files the import graph relates to a database opener though they open none.
#
#   bash .ci/test-legs.sh postgres    the PostgreSQL leg's files, one a line
#   bash .ci/test-legs.sh pglite-skip the files the PGlite leg leaves to PostgreSQL, one a line
#   bash .ci/test-legs.sh summary     how many files each leg runs
set -euo pipefail
cd "$(dirname "$0")/.."

jest() { node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js "$@"; }
all() { jest --listTests | sed "s#^$PWD/##" | sort; }
# Non-test modules that open a database.
openers() {
  grep -rlE 'open(Test)?Database\(' --include='*.ts' runtime storage handlers conformance codegen bench scripts |
    grep -v '\.test\.ts$' | grep -vx 'storage/db.ts'
}
# A service with no storage of its own (no storage/<service>/) reaches the database only through
# the platform (API keys, credits, free allowances, rate limits): its handler tests would replay
# on PostgreSQL what storage/platform's own files, uuid's metering tests (the platform's, over HTTP:
# 200 concurrent paid calls) and the conformance run on PostgreSQL already cover there.
platform_only() {
  local dir svc
  for dir in handlers/*/; do
    svc=$(basename "$dir")
    [[ -d "storage/$svc" || "$svc" == uuid ]] || echo "handlers/$svc/"
  done
}
# 1,000 events to 3 subscribers and a 20 s receiver outage through pg-boss: a claim about the
# delivery engine under PostgreSQL, where it runs in production. PGlite runs the same engine in
# webhooks.test.ts and webhooks.background.test.ts.
postgres_only() {
  echo handlers/infra/webhooks.reliability.test.ts
}
# Compiles every published document with express-openapi-validator: it reaches the service
# registry (so jest relates it to the database openers) but opens no database.
no_database() {
  echo codegen/published.test.ts
}
postgres() {
  local roots
  mapfile -t roots < <(openers)
  {
    jest --listTests --findRelatedTests storage/testing.ts "${roots[@]}" | sed "s#^$PWD/##"
    all | xargs grep -lE 'DATABASE_URL|openDatabase\(' || true
  } | sort -u | grep -vF -f <(platform_only) | grep -vxF -f <(no_database)
}

case "${1:-}" in
  postgres) postgres ;;
  pglite-skip) postgres_only ;;
  summary)
    total=$(all | wc -l)
    pg=$(postgres | wc -l)
    only=$(postgres_only | wc -l)
    echo "jest legs: PGlite runs $((total - only)) of $total test files ($only left to PostgreSQL); PostgreSQL runs $pg of them (the rest open no database, or reach it only through the platform)"
    ;;
  *) echo "usage: $0 postgres|pglite-skip|summary" >&2; exit 2 ;;
esac
