#!/usr/bin/env bash
# The repo's test command (`pnpm test`): every mocha suite, then one closing line "N passed, N failed".
# Extra arguments go to mocha: options (`--grep orlog`) narrow the whole run; test files or globs run alone.
# (.mocharc.json names no spec on purpose: mocha would add it to any file given on the command line.)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
spec=('packages/*/test/**/*.test.ts' 'examples/*/test/**/*.test.ts' 'scripts/**/*.test.ts')
# An argument that is not an option, nor the value of one (`--grep orlog`), is a test file or glob.
value_next=0
for arg in "$@"; do
  if [ "$value_next" -eq 1 ]; then value_next=0; continue; fi
  case "$arg" in
    -g | --grep | -f | --fgrep | --timeout | -t | --reporter | -R | --require | -r | --import) value_next=1 ;;
    -*) ;;
    *) spec=() ;;
  esac
done
log=$(mktemp)
trap 'rm -f "$log"' EXIT
npx mocha "${spec[@]}" "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
passed=$(grep -Eo '^ *[0-9]+ passing' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
failed=$(grep -Eo '^ *[0-9]+ failing' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "$passed passed, $failed failed"
exit "$status"
