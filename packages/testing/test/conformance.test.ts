import { type EventName, type GameModule, lockEvents } from '@skald/core';
import { expect } from 'chai';
import { type CheckName, checkConformance, eventProblems } from '../src/index.js';
import * as brokenFixtures from './fixtures/broken.js';
import { highCard } from './fixtures/high-card.js';

const failedChecks = (report: ReturnType<typeof checkConformance>) => [
  ...new Set(report.failures.map((f) => f.check)),
];

describe('conformance suite', () => {
  it('passes a correct game at 2 and 3 players and with options', () => {
    for (const entry of [
      { numPlayers: 2 },
      { numPlayers: 3 },
      { numPlayers: 2, setupData: { handSize: 1 } },
    ]) {
      const report = checkConformance(highCard, entry, { games: 30 });
      expect(report.failures, JSON.stringify(report.failures, null, 1)).to.deep.equal([]);
      expect(report.playouts).to.equal(30);
      expect(report.moves).to.equal(
        30 * entry.numPlayers * ((entry as { setupData?: { handSize: number } }).setupData?.handSize ?? 3),
      );
    }
  });

  const broken: Record<string, GameModule> = { ...brokenFixtures };
  const cases: [string, CheckName][] = [
    ['leakyView', 'determinize'],
    ['throwingMove', 'guard'],
    ['illegalEnumerate', 'accepted'],
    ['neverEnds', 'termination'],
    ['nonDeterministicSetup', 'determinism'],
    ['lenientMove', 'fuzz'],
    ['badGameover', 'gameover'],
    ['identityDeterminize', 'determinize'],
    ['driftingCore', 'core'],
    ['brokenInvariant', 'invariants'],
    ['unguardedThrow', 'fuzz'],
    ['undoEnabled', 'undo'],
    ['endGameLeftOn', 'events'],
    ['unguardedFlow', 'events'],
    ['incompleteShape', 'shape'],
    ['coreWritesInput', 'core'],
  ];
  for (const [name, check] of cases) {
    it(`catches ${name} with the "${check}" check`, () => {
      const report = checkConformance(broken[name]!, { numPlayers: 2 }, { games: 6 });
      expect(failedChecks(report)).to.include(check);
    });
  }

  it('checks events against the documented client actions, both ways', () => {
    const withEvents = (events: Record<string, boolean> | undefined, clientEvents?: EventName[]) =>
      eventProblems({ ...highCard, clientEvents, game: { ...highCard.game, events } });
    expect(withEvents(lockEvents())).to.deep.equal([]);
    expect(withEvents(lockEvents(['endTurn']), ['endTurn'])).to.deep.equal([]);
    // A game that says nothing leaves all eight events on.
    expect(withEvents(undefined)).to.have.length(8);
    expect(withEvents(lockEvents(['endTurn']))).to.deep.equal([
      'event "endTurn" is enabled but not a documented client action (set game.events: lockEvents(...))',
    ]);
    expect(withEvents(lockEvents(), ['pass'])).to.deep.equal([
      'clientEvents lists "pass" but game.events disables it',
    ]);
  });

  it('names the seed and step of a failure so it can be reproduced', () => {
    const report = checkConformance(brokenFixtures.illegalEnumerate, { numPlayers: 2 }, { games: 2 });
    const failure = report.failures.find((f) => f.check === 'accepted')!;
    expect(failure.seed).to.match(/^high-card\/2p\/\d$/);
    expect(failure.message).to.match(/enumerated p\d play\(\d\) was rejected \(action\/invalid_move\)/);
  });
});
