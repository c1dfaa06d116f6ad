#!/usr/bin/env bash
# npm run scaffold:check — proves that `npm run new:service` makes services that work unchanged:
# in a scratch copy of this tree, scaffold a stateful and a stateless service, then they must
# generate, type-check, lint, pass their tests, and pass every conformance layer, with nothing
# registered by hand. The copy shares node_modules and the caches (.cache/) with this tree, so it
# reuses this tree's work: the TypeSpec compiles of the services it did not add come from the
# codegen cache, and `npm run typecheck` is incremental on this tree's last run (.cache/tsc/), so
# only what the new services touch is checked again (14 s against 40 s cold, measured).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
STATEFUL="${SCAFFOLD_STATEFUL:-scaffold-probe}"
STATELESS="${SCAFFOLD_STATELESS:-scaffold-tool}"

# The copy is no git checkout: the conformance seed comes from this one's commit.
export CONFORMANCE_SEED="${CONFORMANCE_SEED:-$(bash "$ROOT/conformance/tools/seed.sh")}"
# The copy shares .cache/ with this tree: its conformance table goes to the copy, so the one the
# last `npm run conformance:all` wrote here (what CI reports) stays.
export CONFORMANCE_SUMMARY="$WORK/conformance-summary.tsv"

# Tracked and new (not ignored) files, as they are now: what a commit of this tree would hold.
# (Files deleted but not yet committed are left out.)
(cd "$ROOT" && git ls-files -co --exclude-standard -z |
  while IFS= read -r -d '' f; do if [[ -e "$f" ]]; then printf '%s\0' "$f"; fi; done |
  xargs -0 cp --parents -t "$WORK")
# Hard links, not a symbolic link: tsc records the files it checked relative to its build info,
# and through a link node_modules (the compiler's own lib files among them) resolves outside the
# copy, which makes every file look new to the incremental check. 105k links take ~3 s; on another
# file system than this tree's, a symbolic link still works (a cold type-check).
cp -al "$ROOT/node_modules" "$WORK/node_modules" 2>/dev/null || {
  rm -rf "$WORK/node_modules"
  ln -s "$ROOT/node_modules" "$WORK/node_modules"
}
mkdir -p "$ROOT/.cache"
ln -s "$ROOT/.cache" "$WORK/.cache"
cd "$WORK"

step() { printf '\n=== scaffold:check: %s ===\n' "$*"; }

step "new:service $STATEFUL --stateful, new:service $STATELESS"
npm run -s new:service -- "$STATEFUL" --stateful --no-generate
npm run -s new:service -- "$STATELESS"
step "generated/ is in sync; typecheck; lint (biome and the architecture rules)"
npm run -s generate:check
npm run -s typecheck
npm run -s lint
step "their tests"
npm test -- "handlers/$STATEFUL/" "storage/$STATEFUL/" "handlers/$STATELESS/"
step "every conformance layer, on them"
CONFORMANCE_SERVICES="$STATEFUL $STATELESS" bash conformance/run-all.sh
