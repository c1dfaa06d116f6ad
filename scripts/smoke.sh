#!/usr/bin/env bash
# Smoke test of the README's promise: `npm start` serves every service on the embedded
# database, answers GET /uuid/v1/uuid?count=3&format=urn and infra's seed paths under /infra
# (its served document naming that base), and its 402 header decodes to x402 v2 JSON. Then the
# production build: `npm run build` and `npm run start:prod` (plain node on dist/, no tsx) serve
# /health and one call per service, with each service's published document and llms.txt (assets
# the build copies); start-up time and idle RSS are printed. Then `prism mock` starts on the
# published document and answers.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${SMOKE_PORT:-3999}"
data=$(mktemp -d)
logs=$(mktemp -d)
cleanup() {
  [[ -n "${server:-}" ]] && kill -- -"$server" 2>/dev/null || true
  [[ -n "${prism:-}" ]] && kill -- -"$prism" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$data"
}
trap cleanup EXIT

wait_for() { # url, seconds
  for _ in $(seq 1 "$(($2 * 4))"); do curl -fs -o /dev/null "$1" && return 0; sleep 0.25; done
  return 1
}

# Its own process group, so a signal reaches the server and not just npm (as a process
# manager would deliver it).
DATA_DIR="$data/pglite" PORT="$port" LOG_LEVEL=info setsid npm start >"$logs/server.log" 2>&1 &
server=$!
wait_for "http://127.0.0.1:$port/health" 60 || { cat "$logs/server.log"; echo "server did not start"; exit 1; }

body=$(curl -fsS "http://127.0.0.1:$port/uuid/v1/uuid?count=3&format=urn")
echo "GET /uuid/v1/uuid?count=3&format=urn → $body"
node -e '
  const b = JSON.parse(process.argv[1]);
  if (b.count !== 3 || b.uuids.length !== 3 || !b.uuids.every((u) => u.startsWith("urn:uuid:"))) process.exit(1);
' "$body"

# Infra at the seed's paths behind its service name; its served document names that base.
served=$(curl -fsS "http://127.0.0.1:$port/infra/openapi.json" | node -e '
  let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).servers[0].url));
')
[[ "$served" == "http://127.0.0.1:$port/infra" ]] || { echo "infra/openapi.json names the server $served"; exit 1; }
status=$(curl -s -o /dev/null -w '%{http_code}' "$served/infra/kv/greeting")
[[ "$status" == 401 ]] || { echo "GET $served/infra/kv/greeting → $status, want 401 (no key)"; exit 1; }
echo "infra: served base $served; GET /infra/infra/kv/greeting without a key → 401"

for _ in 1 2 3; do curl -s -o /dev/null "http://127.0.0.1:$port/uuid/x402/uuid"; done
header=$(curl -s -D - -o /dev/null "http://127.0.0.1:$port/uuid/x402/uuid" | tr -d '\r' | awk -F': ' 'tolower($1)=="payment-required"{print $2}')
terms=$(echo "$header" | base64 -d)
echo "402 PAYMENT-REQUIRED decodes to: $terms"
node -e '
  const t = JSON.parse(process.argv[1]);
  if (t.x402Version !== 2 || t.accepts[0].scheme !== "exact" || t.accepts[0].amount !== "1700") process.exit(1);
' "$terms"

kill -TERM -- -"$server"
wait "$server" || true
server=""
# Graceful shutdown closes the database, which releases the data-folder lock.
grep -q '"msg":"shutting down"' "$logs/server.log" || { cat "$logs/server.log"; echo "no graceful shutdown"; exit 1; }
for _ in $(seq 1 40); do [[ -e "$data/pglite.lock" ]] || break; sleep 0.25; done
[[ ! -e "$data/pglite.lock" ]] || { cat "$logs/server.log"; echo "database not closed on SIGTERM"; exit 1; }
echo "SIGTERM: graceful shutdown, database closed"

# The production build, started as production starts it: node on dist/ (Node 24 from
# node_modules through npm), on a fresh embedded database.
npm run -s build
spawned=$(date +%s%N)
DATA_DIR="$data/pglite-prod" PORT="$port" setsid npm run -s start:prod >"$logs/prod.log" 2>&1 &
server=$!
wait_for "http://127.0.0.1:$port/health" 60 || { cat "$logs/prod.log"; echo "start:prod did not start"; exit 1; }
started_ms=$((($(date +%s%N) - spawned) / 1000000))
expect() { # path, wanted status
  local got
  got=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$1")
  [[ "$got" == "$2" ]] || { cat "$logs/prod.log"; echo "start:prod: GET $1 → $got, want $2"; exit 1; }
  echo "start:prod: GET $1 → $got"
}
for svc in $(curl -fsS "http://127.0.0.1:$port/health" | node -e '
  let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).services.join(" ")));
'); do
  expect "/$svc/openapi.json" 200
  expect "/$svc/llms.txt" 200
done
expect "/uuid/v1/uuid?count=2" 200
expect "/infra/health" 200
expect "/account/api/auth/ok" 401
expect "/storefront/.well-known/x402" 200
expect "/storefront-ext/.well-known/x402" 200
sleep 2
# The node process of this session (npm and sh sit between setsid and it).
node_pid=$(pgrep -s "$server" -f '^node .*dist/runtime/cli/serve.js' | head -n 1)
echo "start:prod: /health 200 after ${started_ms} ms; idle RSS $(($(awk '/^VmRSS/{print $2}' "/proc/$node_pid/status") / 1024)) MiB"
kill -TERM -- -"$server"
wait "$server" || true
server=""
grep -q '"msg":"shutting down"' "$logs/prod.log" || { cat "$logs/prod.log"; echo "start:prod: no graceful shutdown"; exit 1; }

# Its own process group too: npx starts prism as a child, which killing npx alone leaves running.
setsid npx prism mock generated/uuid/openapi.yaml -p "$((port + 1))" >"$logs/prism.log" 2>&1 &
prism=$!
wait_for "http://127.0.0.1:$((port + 1))/v1/uuid" 60 || { cat "$logs/prism.log"; echo "prism mock did not start"; exit 1; }
echo "prism mock → $(curl -fsS "http://127.0.0.1:$((port + 1))/v1/uuid?count=2")"
echo "smoke: ok"
