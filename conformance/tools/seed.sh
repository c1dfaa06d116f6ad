#!/usr/bin/env bash
# Prints the conformance seed of this checkout: its commit's first 48 bits modulo 2^31 − 1 (what
# Schemathesis and our fuzzer accept), so each landing explores new cases and any run replays
# exactly with CONFORMANCE_SEED=<printed seed>. 1 outside a git checkout.
set -euo pipefail
commit="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse HEAD 2>/dev/null || echo 1)"
python3 -c 'import sys; print(int(sys.argv[1][:12], 16) % 2147483647)' "$commit"
