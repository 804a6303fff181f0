import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@skald/core';
import { expect } from 'chai';
import { localCopies } from './core-copies.js';

const root = join(import.meta.dirname, '..', '..');

/**
 * Core's exported helpers. `activeSeats` is left out on purpose: core's reads a boardgame.io ctx, a game's
 * rules have their own that read the game's state (same word, another question).
 */
const HELPERS: ReadonlySet<string> = new Set(
  Object.entries(core)
    .filter(([name, value]) => typeof value === 'function' && name !== 'activeSeats')
    .map(([name]) => name),
);
const TREES = [
  'packages/orlog/src',
  'packages/wolves-of-odin/src',
  'packages/orcquest-warpath/src',
  'packages/assault-of-the-giants/src',
  'packages/bots/src',
  'packages/server/src',
  'packages/testing/src',
  'examples/web/src',
];

describe("no local copy of core's helpers", () => {
  for (const tree of TREES) {
    it(`${tree}: uses core's validators, seats, dice, piles and maps`, function () {
      if (!existsSync(join(root, tree))) this.skip();
      expect(localCopies(join(root, tree), root, HELPERS)).to.deep.equal([]);
    });
  }

  it('finds a copy, and lets a wrapper of core’s own through', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skald-copies-'));
    try {
      writeFileSync(
        join(dir, 'a.ts'),
        [
          "import { seatOf as coreSeatOf } from '@skald/core';",
          'export const seatOf = (id: unknown) => coreSeatOf(id, 2);',
          'const isInt = (v: unknown) => typeof v === "number" && Number.isInteger(v);',
          'export function f(v: unknown) { const isIndex = 1; return isInt(v) && isIndex; }',
        ].join('\n'),
      );
      expect(localCopies(dir, dir, HELPERS)).to.deep.equal(['a.ts:3 isInt']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
