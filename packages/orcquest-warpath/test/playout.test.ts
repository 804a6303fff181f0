import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { core } from '../src/ai.js';
import { activeSeats, applyMove, legalMoves } from '../src/rules/apply.js';
import { newItem } from '../src/rules/characters/gear.js';
import { setupState } from '../src/setup.js';
import type { OrcQuestState } from '../src/state.js';
import { makeState } from './helpers.js';

const policy = core.playoutMove as NonNullable<typeof core.playoutMove>;

describe('orcquest playout policy (RulesCore.playoutMove)', () => {
  it('always answers one of the legal moves, over seeded games it plays itself (1-4 Heroes)', () => {
    for (let g = 0; g < 8; g++) {
      const rng = rngFromSeed(`playout/${g}`);
      let s: OrcQuestState = setupState(1 + (g % 4), rng);
      for (let i = 0; !s.result && i < 3000; i++) {
        const seat = activeSeats(s)[0] as number;
        const legal = legalMoves(s, seat);
        const m = policy(s, String(seat), legal, rng);
        expect(legal).to.deep.include(m);
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as OrcQuestState;
      }
      expect(s.result, `game ${g} ends`).to.not.equal(null);
    }
  });

  it('walks toward the Objective, opens a closed door in the way, and leaves with the Objective', () => {
    const never = () => 0.99; // never the random share
    const walking = makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }], mp: 3, ap: 1 });
    expect(policy(walking, '0', legalMoves(walking, 0), never)).to.deep.equal({ move: 'step', args: [1] });
    const atDoor = makeState({ heroes: [{ hero: 'thalla', pos: '13,5' }], mp: 3, ap: 1 }); // no Smashing
    expect(policy(atDoor, '0', legalMoves(atDoor, 0), never)).to.deep.equal({ move: 'door', args: [0] });
    const out = makeState({ heroes: [{ hero: 'orrus', pos: '19,1' }], mp: 2, ap: 1 });
    out.heroes[0]!.carriesObjective = true;
    out.objectives = [];
    expect(policy(out, '0', legalMoves(out, 0), never)).to.deep.equal({ move: 'exit', args: [] });
  });

  it('fights an Enemy in reach instead of walking on past it', () => {
    const never = () => 0.99; // never the random share
    const s = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [{ type: 'peasant', pos: '6,5' }],
      ap: 1,
    });
    const legal = legalMoves(s, 0);
    expect(legal.some((m) => m.move === 'move')).to.equal(true);
    expect(policy(s, '0', legal, never).move).to.equal('attack');
    // Without the Enemy the same Hero takes its Movement card to walk the route.
    const alone = makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }], ap: 1 });
    expect(policy(alone, '0', legalMoves(alone, 0), never).move).to.not.equal('attack');
  });

  it('at the End of Turn it resurrects a fallen Hero, else starts the next turn (no card shuffling)', () => {
    const never = () => 0.99;
    const G = makeState({
      heroes: [
        { hero: 'orrus', pos: '5,5', inventory: [newItem('wood')] },
        { hero: 'mek', pos: '5,7', dead: true, damage: 7 },
      ],
    });
    G.phase = 'endOfTurn';
    expect(policy(G, '0', legalMoves(G, 0), never)).to.deep.equal({ move: 'resurrect', args: [1] });
    G.heroes[1] = { ...G.heroes[1]!, dead: false, damage: 0 };
    expect(policy(G, '0', legalMoves(G, 0), never)).to.deep.equal({ move: 'nextTurn', args: [] });
  });
});

describe('orcquest playout policy: tactics for small teams (s21-obots)', () => {
  const never = () => 0.99; // never the random share

  it('does not step out of a Danger Zone it cannot afford (2 damage per Enemy), but does at full Health', () => {
    // Orrus has attacked already (Combat card spent); the Peasant on 6,5 faces him: 5,5 is its Danger Zone.
    const at = (damage: number) =>
      makeState({
        heroes: [{ hero: 'orrus', pos: '5,5', damage, used: ['orrus-combat'] }],
        enemies: [{ type: 'peasant', pos: '6,5', facing: 3, alerted: true }],
        ap: 1,
        mp: 3,
      });
    const hurt = at(3);
    expect(policy(hurt, '0', legalMoves(hurt, 0), never).move).to.not.equal('step');
    const fresh = at(0);
    expect(policy(fresh, '0', legalMoves(fresh, 0), never).move).to.equal('step');
  });

  it('walks round an Enemy standing on its route instead of stopping', () => {
    // The War Dog on 13,6 (facing east) blocks the way north to the farmhouse door; Orrus has attacked already.
    const s = makeState({
      heroes: [{ hero: 'orrus', pos: '13,7', used: ['orrus-combat'] }],
      enemies: [{ type: 'dog', pos: '13,6', facing: 1, alerted: true }],
      ap: 1,
      mp: 4,
    });
    const m = policy(s, '0', legalMoves(s, 0), never);
    expect(m.move).to.equal('step');
    expect([1, 3]).to.include(m.args?.[0]);
  });

  it('goes for the Objective within its Movement points (the door included) before fighting a Peasant beside it', () => {
    // Orrus at the farmhouse door (13,5; the Objective on 12,3 is 4 Movement points away: open, 13,4, 13,3, 12,3).
    const s = makeState({
      heroes: [{ hero: 'orrus', pos: '13,5' }],
      enemies: [{ type: 'peasant', pos: '14,5', facing: 1, alerted: true }],
      ap: 1,
      mp: 4,
    });
    expect(legalMoves(s, 0).some((m) => m.move === 'attack')).to.equal(true);
    // North through the door: open it, or step into it (Orrus smashes doors).
    const m = policy(s, '0', legalMoves(s, 0), never);
    expect(['door', 'step']).to.include(m.move);
    expect(m.args).to.deep.equal([0]);
  });

  it('never throws away its Movement points with a random stop while a step is open', () => {
    const s = makeState({ heroes: [{ hero: 'orrus', pos: '5,5' }], ap: 1, mp: 3 });
    const legal = legalMoves(s, 0);
    expect(legal.some((m) => m.move === 'stop')).to.equal(true);
    const rng = rngFromSeed('stop');
    for (let i = 0; i < 400; i++) expect(policy(s, '0', legal, rng).move).to.not.equal('stop');
  });

  it("held in a War Dog's Danger Zone with the Combat card spent, strikes again with the Special card", () => {
    // Orrus hurt (3 Health left: walking out would cost 2), the Dog on 6,5 facing him.
    const s = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5', damage: 3, used: ['orrus-combat'] }],
      enemies: [{ type: 'dog', pos: '6,5', facing: 3, alerted: true }],
      ap: 1,
    });
    expect(policy(s, '0', legalMoves(s, 0), never)).to.deep.equal({ move: 'special', args: ['main'] });
    const next = applyMove(s, 0, 'special', ['main'], () => 0.5) as OrcQuestState;
    expect(policy(next, '0', legalMoves(next, 0), never).move).to.equal('strike');
  });

  it('a Hero who only shoots steps off from an Enemy beside her (her Bow cannot hit it there)', () => {
    // Thalla on 5,5, a Peasant on 6,5 looking north: no Danger Zone on her, no target at Range 1.
    const s = makeState({
      heroes: [{ hero: 'thalla', pos: '5,5' }],
      enemies: [{ type: 'peasant', pos: '6,5', facing: 0, alerted: true }],
      ap: 1,
      mp: 3,
    });
    const m = policy(s, '0', legalMoves(s, 0), never);
    expect(m.move).to.equal('step');
    const next = applyMove(s, 0, 'step', m.args ?? [], () => 0.5) as OrcQuestState;
    const [x, y] = String(next.heroes[0]?.pos ?? '')
      .split(',')
      .map(Number) as [number, number];
    expect(Math.max(Math.abs(x - 6), Math.abs(y - 5))).to.be.greaterThan(1);
  });

  it('attacks the Bell-ringer first, even when a weaker Enemy is in reach', () => {
    const s = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5' }],
      enemies: [
        { type: 'peasant', pos: '6,5', facing: 2 },
        { type: 'dog', pos: '4,5', facing: 2 },
      ],
      ap: 1,
    });
    s.enemies[1]!.bellRinger = 'blue';
    const m = policy(s, '0', legalMoves(s, 0), never);
    expect(m.move).to.equal('attack');
    expect(m.args?.[2]).to.equal(2);
  });

  it("uses the Special card's move when the Movement card is spent, instead of ending with an Action point", () => {
    const s = makeState({ heroes: [{ hero: 'orrus', pos: '5,5', used: ['orrus-move'] }], ap: 1 });
    expect(legalMoves(s, 0).some((m) => m.move === 'end')).to.equal(true);
    expect(policy(s, '0', legalMoves(s, 0), never)).to.deep.equal({ move: 'special', args: ['main'] });
  });

  it('never throws away, tilts or unequips a card on its random picks', () => {
    const s = makeState({
      heroes: [{ hero: 'orrus', pos: '5,5', inventory: [newItem('wood')] }],
      ap: 1,
    });
    const legal = legalMoves(s, 0);
    expect(legal.some((m) => m.move === 'discard')).to.equal(true);
    const rng = rngFromSeed('wasteful');
    for (let i = 0; i < 400; i++)
      expect(['discard', 'rekup', 'unequip']).to.not.include(policy(s, '0', legal, rng).move);
  });

  it('answers an Enemy Attack with its Reaction card when it can (seeded 3-Hero games: Mek slips away)', () => {
    let windows = 0;
    for (let g = 0; g < 6 && windows < 3; g++) {
      const rng = rngFromSeed(`react/${g}`);
      let s: OrcQuestState = setupState(3, rng);
      for (let i = 0; !s.result && i < 3000; i++) {
        const seat = activeSeats(s)[0] as number;
        const legal = legalMoves(s, seat);
        if (s.phase === 'reaction' && legal.some((m) => m.move === 'react')) {
          windows++;
          expect(policy(s, String(seat), legal, never).move).to.equal('react');
        }
        const m = policy(s, String(seat), legal, rng);
        s = applyMove(s, seat, m.move, m.args ?? [], rng) as OrcQuestState;
      }
    }
    expect(windows).to.be.greaterThan(0);
  });
});
