#!/usr/bin/env bash
# Pack @skald/core as it would be published and import it from a scratch project outside the repo,
# once as ESM and once as CJS. Run after `pnpm build`.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
(cd "$root/packages/core" && npx --yes pnpm@10 pack --pack-destination "$scratch" >/dev/null)
cd "$scratch"
npm init -y >/dev/null
npm install --no-audit --no-fund --silent ./skald-core-*.tgz
cat > esm.mjs <<'JS'
import { rngFromSeed, shuffle, resolveSetupData, INVALID_MOVE } from '@skald/core';
const out = shuffle(rngFromSeed('pack'), [1, 2, 3, 4]);
if (out.length !== 4 || INVALID_MOVE !== 'INVALID_MOVE' || !resolveSetupData({ setupOptions: {} }, undefined).ok) process.exit(1);
console.log('esm ok', out.join(','));
JS
cat > cjs.cjs <<'JS'
const { rngFromSeed, shuffle } = require('@skald/core');
const out = shuffle(rngFromSeed('pack'), [1, 2, 3, 4]);
if (out.length !== 4) process.exit(1);
console.log('cjs ok', out.join(','));
JS
esm=$(node esm.mjs)
cjs=$(node cjs.cjs)
echo "$esm"
echo "$cjs"
[ "${esm#esm ok }" = "${cjs#cjs ok }" ] || { echo "ESM and CJS builds disagree"; exit 1; }
