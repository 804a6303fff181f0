#!/usr/bin/env bash
# Pack every publishable package as it will be published (`pnpm pack` rewrites `workspace:` ranges to
# versions), install the tarballs with npm into a scratch project outside the repo, and use each package
# there twice: under plain Node ESM (`import`) and under CJS (`require`). Run after `pnpm build`.
# Network: the npm registry only (the packages' own dependencies).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
packages=(core testing games orlog wolves-of-odin bots server)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

for dir in "$root"/packages/*/; do
  [ -f "$dir/dist/index.js" ] || { echo "$dir is not built: run pnpm build first"; exit 1; }
done
# Every package under packages/ (a new game included), in one pnpm run.
(cd "$root" && npx --yes pnpm@10 -r --filter './packages/*' pack --pack-destination "$scratch" >/dev/null)
names=()
for tarball in "$scratch"/*.tgz; do
  manifest=$(tar -xOzf "$tarball" package/package.json)
  if grep -q '"workspace:' <<<"$manifest"; then
    echo "$(basename "$tarball") still has a workspace: range; npm cannot install it"
    exit 1
  fi
  names+=("$(node -e 'console.log(JSON.parse(process.argv[1]).name)' "$manifest")")
done
for p in "${packages[@]}"; do
  [[ " ${names[*]} " == *" @skald/$p "* ]] || { echo "@skald/$p was not packed"; exit 1; }
done

echo "packed ${#names[@]} tarballs (${SECONDS} s)"
cd "$scratch"
npm init -y >/dev/null
version() { node -p "require('$root/package.json').devDependencies['$1']"; }
# --ignore-scripts: better-sqlite3's install would fetch a prebuilt binary; its native part loads only
# when a database is opened, which this check does not do. --legacy-peer-deps: peers are listed here
# (boardgame.io for every package, chai for @skald/testing) instead of pulling mocha too.
npm install --no-audit --no-fund --loglevel=error --ignore-scripts --legacy-peer-deps \
  "boardgame.io@$(version boardgame.io)" "chai@$(version chai)" ./*.tgz
echo "installed with npm (${SECONDS} s)"

# What each package must do once imported; the same code for both module systems, so their results must
# agree. Every check goes through boardgame.io's subpaths (internal, ai, server) where the package does.
cat > checks.cjs <<'JS'
module.exports = async function check(m) {
  const out = [];
  const { rngFromSeed, shuffle, resolveSetupData, INVALID_MOVE, lockEvents } = m.core;
  const dealt = shuffle(rngFromSeed('pack'), [1, 2, 3, 4]);
  if (INVALID_MOVE !== 'INVALID_MOVE' || !resolveSetupData({ setupOptions: {} }, undefined).ok) throw new Error('core');
  if (Object.values(lockEvents()).some(Boolean)) throw new Error('core: lockEvents');
  out.push(`core ${dealt.join(',')}`);
  if (m.orlog.Orlog.name !== 'orlog' || m.orlog.gameModule.descriptor.id !== 'orlog') throw new Error('orlog');
  if (m.wolves.WolvesOfOdin.name !== 'wolves-of-odin') throw new Error('wolves-of-odin');
  const ids = m.games.games.map((g) => g.descriptor.id);
  if (!ids.includes('orlog') || !ids.includes('wolves-of-odin')) throw new Error(`games: ${ids}`);
  out.push(`games ${ids.join(',')}`);
  // The lazy catalogue (`@skald/games/catalogue`) lists the same games from their `./descriptor` entries.
  const listed = m.catalogue.catalogue.map((e) => e.descriptor.id);
  if (listed.join() !== ids.join() || m.orlogDescriptor.descriptor.id !== 'orlog') throw new Error(`catalogue: ${listed}`);
  if ((await m.catalogue.findEntry('orlog').load()).game.name !== 'orlog') throw new Error('catalogue: load');
  out.push(`catalogue ${listed.length} games`);
  // @skald/testing drives the real reducer (boardgame.io/internal) on the packed game.
  const orlog = m.testing.checkConformance(m.orlog.gameModule, { numPlayers: 2, setupData: { mode: 'beginner' } },
    { games: 2, deepGames: 1 });
  if (orlog.failures.length > 0) throw new Error(`testing on orlog: ${JSON.stringify(orlog.failures[0])}`);
  const wolves = m.testing.checkConformance(m.wolves.gameModule, { numPlayers: 3 }, { games: 1, deepGames: 0 });
  if (wolves.failures.length > 0) throw new Error(`testing on wolves: ${JSON.stringify(wolves.failures[0])}`);
  out.push(`testing orlog ${orlog.moves} moves, wolves-of-odin ${wolves.moves} moves`);
  // @skald/bots plays boardgame.io's RandomBot (boardgame.io/ai) through the reducer.
  const report = await m.bots.runTournament({ module: m.bots.ticTacToe,
    entries: [m.bots.parseSeat('random'), m.bots.parseSeat('random')], games: 2, seed: 'pack', clock: () => 0 });
  if (report.results.length !== 2 || report.unfinished !== 0) throw new Error('bots: tournament did not finish');
  out.push(`bots ${report.games} random-bot games, ${report.results.map((r) => r.moves).join("+")} moves`);
  // @skald/server loads boardgame.io/server and validates its configuration.
  if (typeof m.server.createSkaldServer !== 'function' || m.server.optionsFromEnv({ PORT: '0' }).options.port !== 0)
    throw new Error('server');
  out.push('server ok');
  return out.join('; ');
};
JS
cat > esm.mjs <<'JS'
import check from './checks.cjs';
const m = {
  core: await import('@skald/core'), testing: await import('@skald/testing'), games: await import('@skald/games'),
  catalogue: await import('@skald/games/catalogue'), orlogDescriptor: await import('@skald/orlog/descriptor'),
  orlog: await import('@skald/orlog'), wolves: await import('@skald/wolves-of-odin'),
  bots: await import('@skald/bots'), server: await import('@skald/server'),
};
console.log(await check(m));
JS
cat > cjs.cjs <<'JS'
const check = require('./checks.cjs');
const m = {
  core: require('@skald/core'), testing: require('@skald/testing'), games: require('@skald/games'),
  catalogue: require('@skald/games/catalogue'), orlogDescriptor: require('@skald/orlog/descriptor'),
  orlog: require('@skald/orlog'), wolves: require('@skald/wolves-of-odin'),
  bots: require('@skald/bots'), server: require('@skald/server'),
};
check(m).then((line) => console.log(line));
JS
# Every packed package (games added later too) loads both ways.
for name in "${names[@]}"; do
  node --input-type=module -e "await import('$name')" || { echo "$name: import failed under Node ESM"; exit 1; }
  node -e "require('$name')" || { echo "$name: require failed under CJS"; exit 1; }
done
esm=$(node esm.mjs)
cjs=$(node cjs.cjs)
echo "esm: $esm"
echo "cjs: $cjs"
[ "$esm" = "$cjs" ] || { echo "ESM and CJS builds disagree"; exit 1; }
echo "pack ok: ${#names[@]} packages import under plain Node ESM and CJS from npm-installed tarballs (${SECONDS} s)"
