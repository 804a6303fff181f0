#!/bin/bash
# `pnpm instructions <game-id> [--reducer]`: machine instructions a move of a game's rules core in the steady
# state `pnpm bench` times, counted by valgrind (callgrind) over `node --single-threaded`, so the machine's load
# hardly moves it (pnpm bench moves by ±20% on a shared machine). Needs valgrind (`apt-get install valgrind`);
# 1–3 min.
# scripts/instructions-work.ts warms the core up (1,000 random playouts) and plays three bench-like rounds (40
# reducer, 500 core playouts); callgrind counts nothing until then, and only the window after: 500 core playouts
# (or, with --reducer, also a second run's 20 reducer playouts). Printed a move: the total, the part V8's
# optimising compiler (TurboFan) takes (it compiles on the main thread here, and still recompiles now and then;
# in `pnpm bench` it runs on a helper thread, whose time the CPU clock counts too, but over 2 s slices much less
# of it a move), and the rest, the execution: the figure to compare (within about 0.3% run to run; the compiler's
# part moves more). --reducer adds the reducer's counts and reducer ÷ core (executions), which tracks the
# bench's core ÷ reducer. A count is a proxy for time: keep a change when its count goes down, and let
# `pnpm bench` decide a bar.
set -euo pipefail
game=${1:?usage: pnpm instructions <game-id> [--reducer]}
command -v valgrind >/dev/null || { echo "valgrind not found: apt-get install valgrind" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
NODE_ENV=production npx tsx scripts/run-bundled.ts scripts/instructions-work.ts --game "$game" --warm 1 --core 1 \
  --reducer 1 --window 1 --pause 0 >/dev/null
work="$root/node_modules/.cache/skald-bundled/instructions-work.mjs"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# count <core|reducer>: "<total instructions> <compiler instructions> <moves>" of the window, into $out/<kind>
count() {
  local f="$out/$1"
  NODE_ENV=production valgrind --tool=callgrind --smc-check=all-non-file --instr-atstart=no \
    --callgrind-out-file="$f.cg" node --single-threaded --predictable-gc-schedule "$work" --game "$game" \
    --measure "$1" 2>/dev/null | while read -r line; do
    case "$line" in
      MEASURE) callgrind_control -i on "$(pgrep -f -- "--callgrind-out-file=$f.cg" | head -1)" >/dev/null 2>&1 ;;
      DONE*)
        callgrind_control -i off "$(pgrep -f -- "--callgrind-out-file=$f.cg" | head -1)" >/dev/null 2>&1
        echo "${line#DONE }" >"$f.moves"
        ;;
    esac
  done
  # The window's cost per function (self cost); the compiler's functions are all in v8::internal::compiler.
  callgrind_annotate --threshold=100 "$f.cg" 2>/dev/null | awk -v moves="$(cat "$f.moves")" '
    /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
    /v8::internal::compiler::/ { gsub(",", "", $1); compiler += $1 }
    END { print total, compiler, moves }' >"$f"
}
count core &
if [ "${2:-}" = "--reducer" ]; then count reducer & fi
wait
read -r total compiler moves <"$out/core"
line=$(awk -v t="$total" -v c="$compiler" -v m="$moves" 'BEGIN {
  printf "core %.1fk instructions a move (execution %.1fk, TurboFan %.1fk) over %d moves", t/m/1000, (t-c)/m/1000, c/m/1000, m }')
if [ -f "$out/reducer" ]; then
  read -r rtotal rcompiler rmoves <"$out/reducer"
  line+=$(awk -v t="$rtotal" -v c="$rcompiler" -v m="$rmoves" -v ct="$total" -v cc="$compiler" -v cm="$moves" 'BEGIN {
    printf "; reducer %.0fk (execution %.0fk) over %d moves; reducer ÷ core (executions) %.1f×", t/m/1000, (t-c)/m/1000, m, ((t-c)/m)/((ct-cc)/cm) }')
fi
echo "$game $line"
