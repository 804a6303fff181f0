import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameModule } from '@skald/core';
import { expect } from 'chai';
import {
  CHECKS,
  type ConformanceOptions,
  type ConformanceReport,
  checkConformance,
  entryLabel,
  type MatrixEntry,
} from './conformance.js';
import { type Golden, replayGolden } from './golden.js';

/**
 * Register the conformance suite for one game as mocha tests: one `describe` per matrix entry, one `it` per
 * check. Call it at the top level of a test file in the game's test folder.
 */
export function runConformance(
  module: GameModule,
  options: ConformanceOptions & { matrix?: MatrixEntry[] } = {},
): void {
  const { descriptor } = module;
  const matrix = options.matrix ?? [{ numPlayers: descriptor.minPlayers }];
  describe(`${descriptor.id}: conformance`, () => {
    for (const entry of matrix) {
      describe(entryLabel(entry), function () {
        this.timeout(10 * 60_000);
        let report: ConformanceReport;
        before(() => {
          report = checkConformance(module, entry, options);
        });
        it(`plays ${options.games ?? 50} seeded games to the end`, () => {
          expect(report.playouts).to.equal(options.games ?? 50);
          expect(
            report.lengths.every((n) => n > 0),
            'every game has at least one move',
          ).to.equal(true);
        });
        for (const check of CHECKS) {
          it(`check: ${check}`, () => {
            const failures = report.failures.filter((f) => f.check === check);
            const text = failures.map((f) => `  [${f.seed} @${f.step}] ${f.message}`).join('\n');
            expect(failures, `${check} failures:\n${text}`).to.have.length(0);
          });
        }
      });
    }
  });
}

/** Replay every `*.golden.json` in a folder as one mocha test each. */
export function runGoldens(module: GameModule, folder: URL): void {
  const dir = fileURLToPath(folder);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.golden.json'))
    .sort();
  describe(`${module.descriptor.id}: golden playthroughs`, () => {
    it('has at least one golden playthrough', () => {
      expect(
        files.length,
        `no *.golden.json in ${dir}; run pnpm test:golden:update ${module.descriptor.id}`,
      ).to.be.greaterThan(0);
    });
    for (const file of files) {
      it(`replays ${file}`, () => {
        const golden = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Golden;
        const result = replayGolden(module, golden);
        const hint = `\n(if the rules changed on purpose: pnpm test:golden:update ${module.descriptor.id}, then review the transcript diff)`;
        expect(result, result.ok ? '' : `step ${result.step}: ${result.message}${hint}`).to.deep.equal({
          ok: true,
        });
      });
    }
  });
}
