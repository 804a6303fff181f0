#!/usr/bin/env bash
# A release, rehearsed end to end without touching the repo or npm: on a throwaway copy of the repo,
# `changeset version` (CHANGELOGs, version bumps) then `changeset publish` into a private verdaccio started
# here on a loopback port; then a fresh consumer outside the repo `npm install`s @skald/orlog and
# @skald/valheim by name and version, type-checks docs/snippets/node-esm.ts against what it installed
# (`tsc`, NodeNext) and runs it with plain `node`: a match of each. Run after `pnpm build`.
#
# Registry layout: verdaccio has no uplink and serves only @skald/*; the consumer maps the @skald scope to
# it and takes every other package (boardgame.io, seedrandom, …) from npm, as a user's install will after
# the real publish. So @skald/core can come only from what this run published, and verdaccio never needs
# the network. Network: the npm registry only (third-party dependencies and the pnpm that publishes).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
registry_pid=
cleanup() {
  [ -n "$registry_pid" ] && kill "$registry_pid" 2>/dev/null
  rm -rf "$scratch"
}
trap cleanup EXIT
step() { echo "[rehearsal ${SECONDS}s] $*"; }

for dir in "$root"/packages/*/; do
  [ -f "$dir/dist/index.js" ] || { echo "$dir is not built: run pnpm build first"; exit 1; }
done
# pnpm for `changeset publish` (it publishes with pnpm, which rewrites workspace: ranges). Resolved here,
# outside the copy, whose .npmrc points npm (and so npx) at the private registry.
pnpm_bin=$(cd "$scratch" && npx --yes -p pnpm@10 -c 'command -v pnpm')
mkdir -p "$scratch/bin"
ln -s "$pnpm_bin" "$scratch/bin/pnpm"

# 1. The throwaway copy: sources, built dist and the packages' node_modules links (relative, so they follow
# a link to the repo's node_modules). A git repo of its own, where the version bump is committed as a
# release commits it (pnpm publish wants a clean tree on main) and the tags `changeset publish` creates land.
copy=$scratch/repo
mkdir -p "$copy"
tar -C "$root" --exclude=./node_modules --exclude=./.git --exclude='./docs/.vitepress/dist' \
  --exclude='./docs/.vitepress/cache' --exclude='./examples/*/dist' -cf - . | tar -C "$copy" -xf -
ln -s "$root/node_modules" "$copy/node_modules"
git -C "$copy" init -q -b main
(cd "$copy" && ./node_modules/.bin/changeset version >/dev/null)
git -C "$copy" add -A
git -C "$copy" -c user.name=rehearsal -c user.email=rehearsal@localhost commit -qm 'Version packages'
declare -A version
public=()
for manifest in "$copy"/packages/*/package.json; do
  read -r name ver private < <(node -p "const m = require('$manifest'); [m.name, m.version, !!m.private].join(' ')")
  [ "$private" = true ] && continue
  public+=("$name")
  version[$name]=$ver
  [ -f "$(dirname "$manifest")/CHANGELOG.md" ] || { echo "$name: changeset version wrote no CHANGELOG.md"; exit 1; }
done
step "changeset version: ${#public[@]} public packages, @skald/orlog ${version[@skald/orlog]}, @skald/valheim ${version[@skald/valheim]}"

# 2. The private registry: anonymous reads, publish for one throwaway user, @skald/* only, no uplink.
port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
url=http://127.0.0.1:$port/
mkdir -p "$scratch/registry"
cat >"$scratch/registry/config.yaml" <<YAML
storage: ./storage
auth:
  htpasswd:
    file: ./htpasswd
    max_users: 1
uplinks: {}
packages:
  '@skald/*':
    access: \$all
    publish: \$authenticated
log: { type: stdout, format: pretty, level: error }
YAML
(cd "$scratch/registry" && exec "$root/node_modules/.bin/verdaccio" --config ./config.yaml --listen "127.0.0.1:$port" \
  >verdaccio.log 2>&1) &
registry_pid=$!
for _ in $(seq 1 100); do
  node -e "fetch('${url}-/ping').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" && break
  sleep 0.2
done
token=$(node -e "
fetch('${url}-/user/org.couchdb.user:rehearsal', { method: 'PUT', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'rehearsal', password: 'rehearsal' }) })
  .then((r) => r.json()).then((j) => { if (!j.token) throw new Error(JSON.stringify(j)); console.log(j.token); })")
printf 'registry=%s\n//127.0.0.1:%s/:_authToken=%s\n' "$url" "$port" "$token" >"$copy/.npmrc"
echo .npmrc >>"$copy/.git/info/exclude"
step "verdaccio on $url (storage in a temp dir)"

# 3. The release command itself, pointed at the private registry.
(cd "$copy" && PATH="$scratch/bin:$PATH" npm_config_registry=$url ./node_modules/.bin/changeset publish) \
  >"$scratch/publish.log" 2>&1 || { cat "$scratch/publish.log"; echo "changeset publish failed"; exit 1; }
for name in "${public[@]}"; do
  got=$(npm view "$name@${version[$name]}" version --registry "$url" 2>/dev/null || true)
  [ "$got" = "${version[$name]}" ] || { cat "$scratch/publish.log"; echo "$name@${version[$name]} is not in the registry"; exit 1; }
done
step "changeset publish: ${#public[@]} packages in the registry"

# 4. A fresh consumer, by name and version.
consumer=$scratch/consumer
mkdir -p "$consumer"
cd "$consumer"
printf '{ "name": "consumer", "private": true, "type": "module" }\n' >package.json
printf '@skald:registry=%s\nomit-lockfile-registry-resolved=false\n' "$url" >.npmrc
dev() { node -p "require('$root/package.json').devDependencies['$1']"; }
# Nested, not hoisted: each package sees only what it declares, so a dependency one package forgot is not
# covered by another package that brought it along.
npm install --install-strategy=nested --no-audit --no-fund --loglevel=error "@skald/orlog@${version[@skald/orlog]}" \
  "@skald/valheim@${version[@skald/valheim]}" "boardgame.io@$(dev boardgame.io)" "@types/node@$(dev @types/node)"
# Every @skald package in the tree came from this registry, at the version just published.
node -e "
const lock = require('./package-lock.json');
const name = (path) => path.replace(/.*node_modules\//, '');
const skald = Object.entries(lock.packages).filter(([path]) => name(path).startsWith('@skald/'));
const names = skald.map(([path]) => name(path));
if (!names.includes('@skald/core')) throw new Error('@skald/core was not installed');
for (const [path, entry] of skald)
  if (!entry.resolved?.startsWith('$url')) throw new Error(path + ' resolved from ' + entry.resolved);
console.log('resolved from the registry: ' + skald.map(([p, e]) => p + '@' + e.version).join(', '));
"
for name in @skald/orlog @skald/valheim; do
  grep -q "^## ${version[$name]}" "node_modules/$name/CHANGELOG.md" ||
    { echo "$name: the installed package has no CHANGELOG entry for ${version[$name]}"; exit 1; }
done
step "npm install by name and version (CHANGELOG.md shipped with this release's entry)"
mkdir -p src
cp "$root/docs/snippets/node-esm.ts" src/
cat >tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true,
    "skipLibCheck": true, "types": ["node"], "outDir": "out", "rootDir": "src"
  },
  "include": ["src"]
}
JSON
"$root/node_modules/.bin/tsc" -p tsconfig.json
step "tsc: the installed types check docs/snippets/node-esm.ts"
node out/node-esm.js
step "publish rehearsal ok: changeset version, changeset publish, npm install, tsc and a match of each game under plain Node ESM"
