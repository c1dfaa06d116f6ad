#!/usr/bin/env bash
# Which jest files run on PostgreSQL as well as PGlite. CI runs every file on PGlite; on
# PostgreSQL it runs the files whose database can differ: those whose imports reach the
# database layer (jest's own dependency graph, --findRelatedTests) or the registry that loads
# services at run time, and any that reads DATABASE_URL itself. A file outside that set runs
# the same code on both legs, so its second run could only replay the first.
#
#   bash .ci/test-legs.sh postgres    the PostgreSQL leg's files, one a line
#   bash .ci/test-legs.sh summary     how many files each leg runs
set -euo pipefail
cd "$(dirname "$0")/.."

jest() { node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js "$@"; }
all() { jest --listTests | sed "s#^$PWD/##" | sort; }
postgres() {
  {
    jest --listTests --findRelatedTests storage/db.ts storage/testing.ts runtime/registry.ts | sed "s#^$PWD/##"
    all | xargs grep -l 'DATABASE_URL' || true
  } | sort -u
}

case "${1:-}" in
  postgres) postgres ;;
  summary)
    total=$(all | wc -l)
    pg=$(postgres | wc -l)
    echo "jest legs: PGlite runs all $total test files; PostgreSQL runs $pg of them (the other $((total - pg)) never reach the database)"
    ;;
  *) echo "usage: $0 postgres|summary" >&2; exit 2 ;;
esac
