#!/usr/bin/env bash
# The repo's test command (`pnpm test`): every mocha suite, then one closing line "N passed, N failed".
# Extra arguments go to mocha (e.g. a file or --grep).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
npx mocha "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
passed=$(grep -Eo '^ *[0-9]+ passing' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
failed=$(grep -Eo '^ *[0-9]+ failing' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "$passed passed, $failed failed"
exit "$status"
