#!/usr/bin/env bash
# `npm run bench:mcp:hey [-- SECONDS [CLIENTS]]`: the docs MCP server over HTTP under an outside load
# tool, Debian's `hey` (apt-get install hey), whose clients call again the moment they are refused
# (unlike `npm run bench:mcp -- --load`, whose clients pause 250 ms after a 503). The server from the
# built tarball (run `npm run build` first) on a loopback port; one search_docs call, 4 clients for
# the unloaded figure, then 3 rounds of CLIENTS (200) for SECONDS (15) each. Prints, per round, the
# calls served and refused a second, p50 and p99 of the calls served, and the server's memory.
# A benchmark, not a test: the numbers depend on the machine and its load.
set -euo pipefail
SECONDS_PER_ROUND=${1:-15}
CLIENTS=${2:-200}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
command -v hey > /dev/null || { echo "hey is not installed: apt-get install hey" >&2; exit 1; }
TARBALL="$ROOT/build/downloads/metaferry-docs-mcp-0.1.0.tgz"
[ -f "$TARBALL" ] || { echo "no $TARBALL: run npm run build first" >&2; exit 1; }
WORK=$(mktemp -d)
tar xzf "$TARBALL" -C "$WORK"
PORT=$((20000 + RANDOM % 20000))
node "$WORK/package/dist/cli.js" --http "$PORT" 2> /dev/null &
PID=$!
trap 'kill $PID 2> /dev/null; rm -rf "$WORK"' EXIT
URL="http://127.0.0.1:$PORT/mcp"
for _ in $(seq 100); do curl -s -o /dev/null "$URL" && break; sleep 0.1; done
BODY='{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_docs","arguments":{"query":"record type picklist values"}}}'
run() { hey "$@" -m POST -H 'Accept: application/json, text/event-stream' -T application/json -d "$BODY" "$URL"; }
rss() { awk '/VmRSS/ { printf "%.1f MB", $2 / 1024 }' "/proc/$PID/status"; }
# One line a round from hey's per-call CSV: served and refused a second, p50 and p99 of the served.
summary() {
  node -e '
    const [file, seconds] = process.argv.slice(1);
    const rows = require("fs").readFileSync(file, "utf8").trim().split("\n").slice(1).map((l) => l.split(","));
    const ok = rows.filter((r) => r[6] === "200").map((r) => Number(r[0]) * 1000).sort((a, b) => a - b);
    const refused = rows.filter((r) => r[6] === "503").length;
    const p = (q) => Math.round(ok[Math.min(ok.length - 1, Math.floor(ok.length * q))] ?? NaN);
    console.log(`served ${Math.round(ok.length / seconds)}/s, refused ${Math.round(refused / seconds)}/s, other ${rows.length - ok.length - refused}, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`);
  ' "$1" "$SECONDS_PER_ROUND"
}
run -n 50 -c 1 > /dev/null
echo "unloaded, 4 clients, ${SECONDS_PER_ROUND} s (memory $(rss)):"
run -z "${SECONDS_PER_ROUND}s" -c 4 -o csv > "$WORK/unloaded.csv"
summary "$WORK/unloaded.csv"
for round in 1 2 3; do
  echo "round $round, $CLIENTS clients, ${SECONDS_PER_ROUND} s (memory before $(rss)):"
  run -z "${SECONDS_PER_ROUND}s" -c "$CLIENTS" -o csv > "$WORK/round.csv"
  summary "$WORK/round.csv"
done
echo "memory after: $(rss)"
