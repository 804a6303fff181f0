#!/usr/bin/env bash
# Every code snippet the docs show (docs/snippets/, included in README and docs pages verbatim: see
# scripts/snippets/doc-blocks.test.ts) is type-checked and run as a library user would run it, in a scratch
# project outside the repo whose node_modules link to the built packages (run after `pnpm build`):
#   - .ts / .cjs: `tsc` (NodeNext, strict; .cjs through checkJs), then plain `node` on the output;
#   - .tsx: type-checked the same way, bundled with esbuild as an app's bundler would, rendered with
#     react-dom/server and checked for the board's text.
# The PostgreSQL snippet gets its database from scripts/services.sh (Debian's package, loopback only), or
# from TEST_DATABASE_URL when set. Fails on the first snippet that does not compile, throws or hangs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for dir in "$root"/packages/*/; do
  [ -f "$dir/dist/index.js" ] || { echo "$dir is not built: run pnpm build first"; exit 1; }
done

cd "$scratch"
mkdir -p node_modules/@skald node_modules/@types src data
for dir in "$root"/packages/*/; do
  ln -s "$dir" "node_modules/@skald/$(basename "$dir")"
done
for dep in boardgame.io react react-dom @types/react @types/react-dom @types/node; do
  ln -s "$root/node_modules/$dep" "node_modules/$dep"
done
printf '{ "name": "snippets", "private": true, "type": "module" }\n' >package.json
cp "$root"/docs/snippets/*.{ts,tsx,cjs} src/  # (a new extension needs a line below too)
# TypeScript strict; JavaScript as an editor checks it (checkJs, not strict).
cat >tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true,
    "skipLibCheck": true, "types": ["node"], "jsx": "react-jsx", "outDir": "out", "rootDir": "src"
  },
  "include": ["src/*.ts", "src/*.tsx"]
}
JSON
cat >tsconfig.js.json <<'JSON'
{
  "extends": "./tsconfig.json",
  "compilerOptions": { "strict": false, "allowJs": true, "checkJs": true },
  "include": ["src/*.cjs", "src/*.mjs"]
}
JSON
"$root/node_modules/.bin/tsc" -p tsconfig.json
"$root/node_modules/.bin/tsc" -p tsconfig.js.json
echo "tsc: $(ls src | wc -l) snippets type-check (${SECONDS} s)"

database_url=${TEST_DATABASE_URL:-}
if [ -z "$database_url" ]; then
  database_url=$(cd / && bash "$root/scripts/services.sh" | sed -n 's/^TEST_DATABASE_URL=//p')
fi
run() {
  echo "--- $1"
  timeout 180 env DATABASE_URL="$database_url" DATA_DIR="$scratch/data" node "out/$1" || { echo "snippet docs/snippets/${1%.*}.* failed"; exit 1; }
}
for file in src/*.ts src/*.cjs; do
  name=$(basename "$file")
  case "$name" in
    *.ts) run "${name%.ts}.js" ;;
    *.cjs) run "$name" ;;
  esac
done

for file in src/*.tsx; do
  name=$(basename "$file" .tsx)
  echo "--- $name.tsx (bundled, rendered)"
  cat >"render-$name.tsx" <<TSX
import { renderToString } from 'react-dom/server';
import * as snippet from './src/$name.js';
const clients = Object.entries(snippet).filter(([key]) => key.endsWith('Client'));
if (clients.length === 0) throw new Error('$name exports no *Client component');
for (const [key, Component] of clients) {
  const html = renderToString(<Component playerID="0" />);
  if (!/legal moves/.test(html)) throw new Error(key + ' rendered no board: ' + html.slice(0, 200));
  console.log(key + ': ' + html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}
TSX
  "$root/node_modules/.bin/esbuild" "render-$name.tsx" --bundle --platform=node --format=esm --jsx=automatic \
    --log-level=warning --define:process.env.NODE_ENV='"development"' --outfile="out/render-$name.mjs" \
    --banner:js="import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"
  timeout 60 node "out/render-$name.mjs" || { echo "snippet docs/snippets/$name.tsx failed"; exit 1; }
done
echo "snippets ok: every file in docs/snippets type-checks and runs (${SECONDS} s)"
