#!/usr/bin/env bash
# `pnpm new-game` from end to end, in a scratch worktree of HEAD (this checkout is left untouched): create a
# game, link it, then typecheck, lint and test it together with the suites that iterate the registry.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pnpm() { npx --yes pnpm@10 "$@"; }
scratch=$(mktemp -d)
cleanup() {
  git -C "$root" worktree remove --force "$scratch" >/dev/null 2>&1 || rm -rf "$scratch"
}
trap cleanup EXIT
git -C "$root" worktree add --detach --quiet "$scratch" HEAD
cd "$scratch"
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
pnpm new-game scaffold-demo --title "Scaffold Demo"
pnpm typecheck
pnpm lint
pnpm test 'packages/scaffold-demo/test/**/*.test.ts' 'packages/bots/test/registered-games.test.ts'
echo "new-game ok: scaffold-demo created, registered, type-checked, linted and tested"
