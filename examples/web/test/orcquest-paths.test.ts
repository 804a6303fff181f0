import { type AiMove, rngFromSeed } from '@skald/core';
import {
  core,
  describeMove,
  itemAt,
  type OrcQuestState,
  playerView,
  SHOP,
  setupState,
} from '@skald/orcquest-warpath';
import { expect } from 'chai';
import { moveLabel } from '../src/boards/orcquest/labels.js';
import { boardCards, CONTROL_MOVES, orcPathOf } from '../src/boards/orcquest/paths.js';
import { pickables, pickOffer, targetsOf, touch } from '../src/boards/picks.js';

/** The moves that put the seat's Hero on a square: the square touched must be where the Hero then stands. */
const LANDS = ['enter', 'step', 'react', 'vanish'];

/** The Enemies and Heroes a move acts on (kind, argument index): each is touched on the way. */
const ACTS_ON: Record<string, [string, number][]> = {
  attack: [['enemy', 2]],
  strike: [['enemy', 1]],
  skill: [['enemy', 3]],
  hurl: [['enemy', 2]],
  singleOut: [['enemy', 0]],
  heal: [['hero', 2]],
  give: [['hero', 1]],
  throwLoot: [['hero', 1]],
  resurrect: [['hero', 0]],
  callIn: [['hero', 0]],
};

interface Seen {
  G: OrcQuestState;
  seat: number;
  legal: AiMove[];
}

/** Seeded Quests played by the package's own playout policy, every decision with the seat's legal list. */
function* playouts(seeds: string[], perGame: number): Generator<Seen> {
  for (const seed of seeds)
    for (const setup of SETUPS) {
      const rng = rngFromSeed(`${seed}:${setup.heroes.join(',')}`);
      let G = setupState(setup.heroes.length, rng, setup);
      for (let i = 0; i < perGame && !core.gameover(G); i++) {
        const seat = core.activePlayers(G)[0] as string;
        const legal = core.legalMoves(G, seat);
        const move = core.playoutMove?.(G, seat, legal, rng) as AiMove;
        yield { G, seat: Number(seat), legal };
        G = core.apply(G, seat, move, rng);
      }
    }
}

const SEEDS = ['p1', 'p2', 'p3'];
const card = (id: string) => ({ card: id, rekup: false, enchants: [], fresh: false });
/** A campaign under way: the camp between Quests, with Badass points to learn Skills and cards to hand over. */
const CAMP = {
  campaign: 'orcquest-warpath',
  version: 1,
  scenario: 'c1q1',
  carry: {
    badass: 30,
    badassLimit: 30,
    heroes: [
      {
        hero: 'orrus',
        gear: { hands: [card('sword')], body: card('leather-armor'), artifact: null },
        inventory: [card('shield')],
        learned: [],
      },
    ],
  },
};
const SETUPS: { heroes: string[]; campaign?: unknown }[] = [
  { heroes: ['orrus'] },
  { heroes: ['mek'] },
  { heroes: ['thalla', 'mandar'] },
  { heroes: ['mek', 'orrus', 'mandar'] },
  { heroes: ['orrus', 'mek'], campaign: CAMP },
];

describe('OrcQuest board: legal moves read as touches (paths.ts, no browser)', () => {
  it('starts with the Hero, then lights only the Entrance squares', () => {
    const G = setupState(1, rngFromSeed('enter'), { heroes: ['orrus'] });
    const legal = core.legalMoves(G, '0');
    const all = pickables(legal, orcPathOf(playerView(G, '0'), 0));
    expect([...pickOffer(all, []).next].filter((t) => !t.startsWith('control:'))).to.deep.equal(['hero:0']);
    const entries = legal.filter((m) => m.move === 'enter').map((m) => `square:${m.args?.[0]}`);
    expect(entries).to.have.length(2);
    expect([...pickOffer(all, ['hero:0']).next].sort()).to.deep.equal(entries.sort());
    expect(touch(all, ['hero:0'], entries[0] as string)).to.deep.equal({
      send: legal.find((m) => `square:${m.args?.[0]}` === entries[0]),
    });
  });

  it('gives every legal move a path of things the board shows, the Hero first only to start an Activation', () => {
    const kinds = new Set<string>();
    for (const { G, seat, legal } of playouts(SEEDS, 400)) {
      const view = playerView(G, String(seat));
      const pathOf = orcPathOf(view, seat);
      const h = G.heroes[seat];
      const inPlay = new Set(h ? boardCards(h).map((c) => c.id) : []);
      for (const m of legal) {
        const path = targetsOf(pathOf(m));
        kinds.add(m.move);
        expect(path, `${m.move} is playable by touch`).to.not.be.empty;
        const starts = G.phase === 'hero' && G.active !== seat && !G.passing;
        const heroMove = !['resurrect', 'callIn', 'aim', ...CONTROL_MOVES].includes(m.move);
        if (heroMove)
          expect(path[0] === `hero:${seat}`, `${m.move}: the Hero first iff starting`).to.equal(starts);
        for (const [kind, i] of ACTS_ON[m.move] ?? [])
          expect(path, `${m.move} touches the ${kind} it acts on`).to.include(`${kind}:${m.args?.[i]}`);
        for (const t of path) {
          const [kind, a = '', b = ''] = t.split(':');
          if (kind === 'enemy')
            expect(
              G.enemies.some((e) => e.id === Number(a)),
              t,
            ).to.equal(true);
          else if (kind === 'hero') expect(G.heroes[Number(a)], t).to.not.equal(undefined);
          else if (kind === 'skill') expect(inPlay.has(a), `${t} is on the Hero's board`).to.equal(true);
          else if (kind === 'item') {
            expect(Number(a)).to.equal(seat);
            expect(itemAt(h as never, Number(b)), `${t} is carried`).to.not.equal(null);
          } else if (kind === 'shop')
            expect(
              SHOP.some((c) => c.id === a),
              t,
            ).to.equal(true);
          else if (kind === 'control') expect(CONTROL_MOVES).to.include(a);
          else expect(['square', 'aim']).to.include(kind);
        }
      }
    }
    const met = [
      'enter',
      'move',
      'attack',
      'step',
      'stop',
      'end',
      'react',
      'pass',
      'learn',
      'give',
      'beginQuest',
    ];
    for (const move of met) expect(kinds, `the playouts met ${move}`).to.include(move);
  });

  it('puts the Hero on the square touched for an entry, a step or a dodge', () => {
    let checked = 0;
    for (const { G, seat, legal } of playouts(SEEDS, 400)) {
      const pathOf = orcPathOf(playerView(G, String(seat)), seat);
      for (const m of legal) {
        if (!LANDS.includes(m.move) || (m.move === 'react' && Number(m.args?.[0]) < 0)) continue;
        const after = core.apply(G, String(seat), m, rngFromSeed('land'));
        const h = after.heroes[seat];
        if (!h || h.dead) continue;
        expect(`square:${h.pos}`, `${m.move}(${m.args}) lands where touched`).to.equal(
          targetsOf(pathOf(m)).at(-1),
        );
        checked++;
      }
    }
    expect(checked).to.be.greaterThan(100);
  });

  it('never offers a choice between two moves that read the same', () => {
    for (const { G, seat, legal } of playouts(SEEDS, 300)) {
      const view = playerView(G, String(seat));
      const all = pickables(legal, orcPathOf(view, seat));
      const byPath = new Map<string, string[]>();
      for (const p of all) {
        const words = moveLabel(view, seat, p.move, describeMove?.(G, p.move, String(seat)) ?? p.move.move);
        const key = p.path.join(' ');
        byPath.set(key, [...(byPath.get(key) ?? []), words]);
      }
      for (const [path, words] of byPath)
        expect(new Set(words).size, `choices at ${path}: ${words.join(' | ')}`).to.equal(words.length);
    }
  });
});
