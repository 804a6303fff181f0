import { makeMoveAction } from '@skald/core';
import { withBgioErrors } from '@skald/testing';
import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { expect } from 'chai';
import { describeMove } from '../src/ai.js';
import { PATROL_DECK } from '../src/data/patrols.js';
import { OrcQuest } from '../src/game.js';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import type { OrcQuestState } from '../src/state.js';
import { type HeroSpec, makeState, run } from './helpers.js';

// Quest 1's blue path: 19,5 → 10,5 west along the road, then 10,4 → 10,0 north. The barn (x2-5, y6-8)
// and the farmhouse (x11-16, y1-4) are closed rooms: a Hero inside is out of the Patrol's sight.
const sq = (i: number) => (i <= 9 ? `${19 - i},5` : `10,${14 - i}`);
const MEK_IN_BARN: HeroSpec = { hero: 'mek', pos: '3,7' };
const THALLA_IN_FARMHOUSE: HeroSpec = { hero: 'thalla', pos: '14,2' };

/** A Patrol (War Dog #1 in front, Peasant #2) `progress` squares along the blue path; `cards` top first. */
function withPatrol(cards: string[], heroes: HeroSpec[] = [MEK_IN_BARN, THALLA_IN_FARMHOUSE], progress = 5) {
  const G = makeState({
    heroes,
    enemies: [
      { type: 'dog', pos: sq(progress), facing: 3 },
      { type: 'peasant', pos: sq(progress - 1), facing: 3 },
    ],
    patrolCards: cards,
    events: heroes.map(() => 'badass-smiles'),
  });
  G.patrols = [{ path: 'blue', members: [1, 2], progress, offPath: false }];
  return G;
}

/** Every Hero ends their Activation: the last `end` runs the Enemy Phase. */
function endHeroPhase(G: OrcQuestState): OrcQuestState {
  let s = G;
  for (let seat = 0; seat < s.heroes.length; seat++) s = run(s, seat, 'end', []);
  return s;
}

const facings = (G: OrcQuestState) => G.enemies.map((e) => [e.id, e.pos, e.facing]);

describe('orcquest Patrol cards on which the Players single out a member (line 554)', () => {
  it('the assumed deck has Look back ×2 and Yawn ×1 among its 20 cards (line 70)', () => {
    expect(PATROL_DECK).to.have.length(20);
    expect(PATROL_DECK.filter((c) => c === 'look-back')).to.have.length(2);
    expect(PATROL_DECK.filter((c) => c === 'yawn')).to.have.length(1);
  });

  it('Look back pauses the Enemy Phase after the march; only the Hero nearest the Patrol chooses (PC1)', () => {
    const G = endHeroPhase(withPatrol(['look-back', 'hurry']));
    expect(G.phase).to.equal('patrolChoice');
    // Thalla (seat 1, Range 3 from the Peasant) is nearer than Mek (seat 0, in the barn, Range 8).
    expect(G.patrolChoice).to.deep.equal({ seat: 1, card: 'look-back', members: [1, 2] });
    expect(activeSeats(G)).to.deep.equal([1]);
    expect(facings(G), 'marched 3 squares, still facing ahead').to.deep.equal([
      [1, sq(8), 3],
      [2, sq(7), 3],
    ]);
    expect(G.turn, 'the turn has not ended').to.equal(1);
    expect(legalMoves(G, 1)).to.deep.equal([
      { move: 'singleOut', args: [1] },
      { move: 'singleOut', args: [2] },
    ]);
    expect(legalMoves(G, 0)).to.deep.equal([]);
    expect(describeMove(G, { move: 'singleOut', args: [2] }, '1')).to.equal(
      'Thalla singles out Peasant #2 on M6 (Look back)',
    );
  });

  it('Look back: the member chosen turns to face back along the path, the other keeps facing ahead', () => {
    const G = endHeroPhase(withPatrol(['look-back', 'hurry']));
    const peasant = run(G, 1, 'singleOut', [2]);
    expect(facings(peasant)).to.deep.equal([
      [1, sq(8), 3],
      [2, sq(7), 1],
    ]);
    const dog = run(G, 1, 'singleOut', [1]);
    expect(facings(dog)).to.deep.equal([
      [1, sq(8), 1],
      [2, sq(7), 3],
    ]);
    for (const s of [peasant, dog]) {
      expect(s.phase, 'the Enemy Phase went on to the next Hero Phase').to.equal('hero');
      expect(s.turn).to.equal(2);
      expect(s.patrolChoice).to.equal(null);
    }
  });

  it('Look back: the member who looks back may see a Hero following the Patrol, which is alerted (line 583)', () => {
    // Orrus follows on the road, behind the Patrol: unseen until a member looks back.
    const G = endHeroPhase(withPatrol(['look-back', 'hurry'], [{ hero: 'orrus', pos: '16,5', facing: 3 }]));
    expect(G.patrolChoice?.seat).to.equal(0);
    expect(G.enemies.some((e) => e.alerted)).to.equal(false);
    const after = run(G, 0, 'singleOut', [2]);
    expect(after.patrols, 'no longer a Patrol').to.deep.equal([]);
    expect(after.enemies.find((e) => e.id === 2)?.alerted).to.equal(true);
  });

  it('Yawn: the member chosen is Dazed (line 802), the other is not', () => {
    const G = endHeroPhase(withPatrol(['yawn', 'hurry']));
    expect(G.patrolChoice?.card).to.equal('yawn');
    expect(facings(G).map(([id, pos]) => [id, pos])).to.deep.equal([
      [1, sq(9)],
      [2, sq(8)],
    ]);
    const dog = run(G, 1, 'singleOut', [1]);
    expect(dog.enemies.map((e) => [e.id, e.effects.dazed?.n ?? 0])).to.deep.equal([
      [1, 1],
      [2, 0],
    ]);
    const peasant = run(G, 1, 'singleOut', [2]);
    expect(peasant.enemies.map((e) => [e.id, e.effects.dazed?.n ?? 0])).to.deep.equal([
      [1, 0],
      [2, 1],
    ]);
  });

  it('the Enemy Phase resumes exactly where it paused: the next Patrol draws its card after the choice', () => {
    const G0 = withPatrol(['look-back', 'stroll', 'hurry']);
    // A second Patrol further back (it draws second: the one furthest along goes first, line 552).
    G0.enemies.push(
      { ...(G0.enemies[0] as OrcQuestState['enemies'][number]), id: 3, pos: sq(1) },
      { ...(G0.enemies[1] as OrcQuestState['enemies'][number]), id: 4, pos: sq(0) },
    );
    G0.nextEnemyId = 5;
    G0.patrols.push({ path: 'blue', members: [3, 4], progress: 1, offPath: false });
    const G = endHeroPhase(G0);
    expect(G.phase).to.equal('patrolChoice');
    expect(
      G.patrols.map((p) => p.progress),
      'the second Patrol has not moved yet',
    ).to.deep.equal([8, 1]);
    const after = run(G, 1, 'singleOut', [1]);
    expect(
      after.patrols.map((p) => p.progress),
      'then it walks its Stroll',
    ).to.deep.equal([8, 4]);
    // The same Enemy Phase with a plain march of 3 (Stroll) in place of Look back ends the same way, but
    // for the facing of the member singled out.
    const plain = withPatrol(['stroll', 'stroll', 'hurry']);
    plain.enemies.push(
      { ...(plain.enemies[0] as OrcQuestState['enemies'][number]), id: 3, pos: sq(1) },
      { ...(plain.enemies[1] as OrcQuestState['enemies'][number]), id: 4, pos: sq(0) },
    );
    plain.nextEnemyId = 5;
    plain.patrols.push({ path: 'blue', members: [3, 4], progress: 1, offPath: false });
    const twin = endHeroPhase(plain);
    expect(facings(after)).to.deep.equal(
      facings(twin).map(([id, pos, f]) => (id === 1 ? [id, pos, 1] : [id, pos, f])),
    );
    expect([after.turn, after.alert, after.phase]).to.deep.equal([twin.turn, twin.alert, twin.phase]);
  });

  it('a Patrol of one has nothing to choose: its member is singled out at once', () => {
    const G0 = withPatrol(['look-back', 'hurry']);
    G0.enemies = G0.enemies.slice(0, 1);
    G0.patrols = [{ path: 'blue', members: [1], progress: 5, offPath: false }];
    const G = endHeroPhase(G0);
    expect(G.phase).to.equal('hero');
    expect(facings(G)).to.deep.equal([[1, sq(8), 1]]);
  });

  it('anything else during the choice answers INVALID_MOVE (null here)', () => {
    const G = endHeroPhase(withPatrol(['look-back', 'hurry']));
    expect(
      applyMove(G, 0, 'singleOut', [1], () => 0),
      'not the seat who chooses',
    ).to.equal(null);
    for (const args of [[3], [0], ['1'], [1.5], [], [1, 2], [null]])
      expect(
        applyMove(G, 1, 'singleOut', args, () => 0),
        JSON.stringify(args),
      ).to.equal(null);
    for (const [move, args] of [
      ['end', []],
      ['pass', []],
      ['step', [0]],
      ['nextTurn', []],
    ] as const)
      expect(
        applyMove(G, 1, move, args, () => 0),
        move,
      ).to.equal(null);
    // Outside the choice, singleOut is never legal.
    expect(applyMove(withPatrol(['hurry']), 0, 'singleOut', [1], () => 0)).to.equal(null);
  });

  it("on boardgame.io's reducer: the phase patrolChoice waits on the chooser alone, then the game goes on", () =>
    withBgioErrors(() => {
      const game = ProcessGameConfig({ ...OrcQuest, seed: 'patrol-choice-2' } as Game);
      const reducer = CreateGameReducer({ game, isClient: false });
      let state = InitializeGame({ game, numPlayers: 2 });
      // The Heroes stay off the board and end their Activations: Patrols come and march every turn.
      for (let i = 0; i < 400 && state.ctx.phase !== 'patrolChoice' && !state.ctx.gameover; i++) {
        const seat = Object.keys(state.ctx.activePlayers ?? {})[0] ?? state.ctx.currentPlayer;
        const G = state.G as OrcQuestState;
        const move = G.phase === 'endOfTurn' ? 'nextTurn' : 'end';
        state = reducer(state, makeMoveAction(seat, { move, args: [] }));
      }
      expect(state.ctx.phase).to.equal('patrolChoice');
      const G = state.G as OrcQuestState;
      const choice = G.patrolChoice;
      if (!choice) throw new Error('no choice');
      // Nobody on the board: the first living Hero chooses (PC1).
      expect(choice.seat).to.equal(0);
      expect(Object.keys(state.ctx.activePlayers ?? {})).to.deep.equal(['0']);
      const member = choice.members[1] as number;
      const refused = reducer(state, makeMoveAction('1', { move: 'singleOut', args: [member] }));
      expect(refused.G, 'the other seat may not choose').to.deep.equal(state.G);
      const bad = reducer(state, makeMoveAction('0', { move: 'singleOut', args: [999] }));
      expect(bad.G, 'not a member').to.deep.equal(state.G);
      const next = reducer(state, makeMoveAction('0', { move: 'singleOut', args: [member] }));
      expect(next.ctx.phase).to.not.equal('patrolChoice');
      expect((next.G as OrcQuestState).patrolChoice).to.equal(null);
      expect((next.G as OrcQuestState).turn).to.equal(G.turn + 1);
    }));
});
