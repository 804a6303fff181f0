#!/bin/bash
# `pnpm instructions <game-id> [--reducer]`: machine instructions a move of a game's rules core, counted by
# valgrind (callgrind) over `node --single-threaded`, so the machine's load hardly moves it (pnpm bench moves by
# ±20% on a shared machine). Needs valgrind (`apt-get install valgrind`); 3–8 min.
# Three runs at once of scripts/instructions-work.ts: the core warmed up by 300 random playouts, 60 reducer
# playouts, then 0, 100 or 350 core playouts. By difference, per move: the core over its 350 playouts after the
# reducer (the figure to compare), and its split into the first 100 and the next 250, which moves by up to ±10%
# between runs of the same code while the total holds within about 0.3% (where V8 happens to optimise or collect
# garbage moves between the parts). --reducer adds a run without the reducer's playouts: the reducer's own count
# a move, and reducer ÷ core, which tracks the bench's core ÷ reducer.
# A count is a proxy for time: keep a change when its count goes down, and let `pnpm bench` decide a bar.
set -euo pipefail
game=${1:?usage: pnpm instructions <game-id> [--reducer]}
command -v valgrind >/dev/null || { echo "valgrind not found: apt-get install valgrind" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
NODE_ENV=production npx tsx scripts/run-bundled.ts scripts/instructions-work.ts --game "$game" --warm 1 --reducer 1 --core 1 >/dev/null
work="$root/node_modules/.cache/skald-bundled/instructions-work.mjs"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
count() { # warm reducer core: writes "<instructions> <reducer moves> <core moves>" to $out/<warm>-<reducer>-<core>
  local f="$out/$1-$2-$3"
  valgrind --tool=callgrind --smc-check=all-non-file --callgrind-out-file="$f.cg" \
    node --single-threaded --predictable-gc-schedule "$work" --game "$game" --warm "$1" --reducer "$2" --core "$3" 2>/dev/null |
    grep -o '[0-9]\+' | tr '\n' ' ' > "$f.moves"
  echo "$(grep '^summary' "$f.cg" | cut -d' ' -f2) $(cat "$f.moves")" > "$f"
}
count 300 60 0 & count 300 60 100 & count 300 60 350 &
if [ "${2:-}" = "--reducer" ]; then count 300 0 0 & fi
wait
read -r a _ _ < "$out/300-60-0"
read -r b _ first < "$out/300-60-100"
read -r c _ total < "$out/300-60-350"
read -r _ reducerMoves _ < "$out/300-60-0"
line=$(awk -v a="$a" -v b="$b" -v c="$c" -v f="$first" -v t="$total" 'BEGIN {
  printf "core after the reducer: %.1fk a move over 350 playouts (first 100: %.1fk, next 250: %.1fk)", (c-a)/t/1000, (b-a)/f/1000, (c-b)/(t-f)/1000 }')
if [ -f "$out/300-0-0" ]; then
  read -r d _ _ < "$out/300-0-0"
  line+=$(awk -v a="$a" -v d="$d" -v r="$reducerMoves" -v c="$c" -v t="$total" 'BEGIN {
    red = (a-d)/r; printf "; reducer %.0fk a move; reducer ÷ core %.1f×", red/1000, red/((c-a)/t) }')
fi
echo "$game $line"
