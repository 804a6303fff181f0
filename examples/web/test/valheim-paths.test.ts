import './helpers/no-css.js';
import { type AiMove, rngFromSeed } from '@skald/core';
import {
  activeSeats,
  applyMove,
  enumerate,
  FORSAKEN,
  gameModule,
  HOUSE,
  playerView,
  playoutMove,
  SCENARIO_IDS,
  SCENARIOS,
  setupState,
  slotSpaces,
  type ValheimState,
  type ValheimView,
} from '@skald/valheim';
import type { Ctx } from 'boardgame.io';
import { expect } from 'chai';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pickables, targetsOf, touch } from '../src/boards/picks.js';
import type { SkaldBoardProps } from '../src/boards/types.js';
import { CONTROL_WORDS, valheimPathOf } from '../src/boards/valheim/paths.js';
import { ValheimBoard } from '../src/boards/valheim/ValheimBoard.js';

/** Seeded playouts (half greedy, half uniform) on the rules core; every state and its actor visited. */
function playout(
  seed: string,
  players: number,
  scenario: string,
  visit: (s: ValheimState, seat: number) => void,
) {
  const rng = rngFromSeed(seed);
  let s = setupState(players, { scenario }, rng);
  for (let i = 0; i < 1500 && !s.result; i++) {
    const seat = activeSeats(s)[0] as number;
    visit(s, seat);
    const legal = enumerate(s, {} as Ctx, String(seat));
    const m = playoutMove(s, String(seat), legal, rng, 0.5);
    s = applyMove(s, seat, m.move, m.args ?? [], rng) as ValheimState;
  }
}

const same = (a: AiMove, b: AiMove) =>
  a.move === b.move && JSON.stringify(a.args ?? []) === JSON.stringify(b.args ?? []);

/** Does `target` name something the board draws for `seat` on view `G`? */
function onTheBoard(G: ValheimView, seat: number, target: string): boolean {
  const [kind, ...rest] = target.split(':');
  const id = rest.join(':');
  const p = G.players[seat]!;
  const spaces = [HOUSE, ...Object.keys(G.tiles).flatMap((slot) => slotSpaces(slot))];
  switch (kind) {
    case 'space':
      return spaces.includes(id);
    case 'creature':
      return G.creatures.some((c) => String(c.id) === id);
    case 'item': {
      const [owner, item] = [Number(rest[0]), rest[1]!];
      const q = G.players[owner]!;
      if (item === 'unarmed') return owner === seat;
      if (item === 'reroll') return q.rerolls > 0;
      return [...q.equipment, ...q.meads, ...q.bombs, ...q.honeycombs].includes(item);
    }
    case 'player':
      return Number(id) >= 0 && Number(id) < G.players.length;
    case 'houseitem':
      return G.house.items.includes(id);
    case 'offer':
      return [...p.odinOffer, ...p.traitOffer, ...p.occupationOffer].includes(id);
    case 'skill':
      return (id === 'odin' && p.odin !== null) || (id === 'odinKept' && p.odinKept !== null);
    case 'die':
      return G.pending !== null && Number(id) < G.pending.dice.length;
    case 'card':
      return G.supply.includes(id);
    case 'furniture':
      return true;
    case 'food':
      return id === 'deck' || Number(id) < G.prepared.length;
    case 'haldor':
      return id === '' || Boolean(G.trade?.offer.includes(id));
    case 'resource':
      return Object.hasOwn(G.stash, id);
    case 'stag':
      return G.stagSpaces.includes(id) && p.space === id;
    case 'chest':
      return Object.hasOwn(G.chests, id) && p.space === id;
    case 'tombstone':
      return G.players[Number(id)]?.tombstone?.space === p.space;
    case 'ship':
      return G.ships.includes(id);
    case 'tile':
      return Object.hasOwn(G.tiles, id) && !G.revealed.includes(id);
    case 'arena':
      return G.arena !== null && FORSAKEN[SCENARIOS[G.scenario].forsaken].spaces.some((x) => x.id === id);
    case 'forsaken':
    case 'vines':
      return G.arena !== null;
    case 'control':
      return Object.hasOwn(CONTROL_WORDS, id);
    default:
      return false;
  }
}

/**
 * Valheim's board read as touches (no browser): over seeded playouts of every scenario, each legal move of
 * the seat to act has a path, its targets are things the board draws, and walking the path with the shared
 * touch model makes exactly that move (or offers it in the chooser beside the others sharing its path).
 */
describe('web app: Valheim moves as touches on the board (paths.ts)', () => {
  it('every legal move of seeded games is made by touching things on the board', function () {
    this.timeout(120_000);
    const seen = new Map<string, number>();
    let states = 0;
    for (const scenario of SCENARIO_IDS)
      for (const players of [1, 2]) {
        playout(`vpaths-${scenario}-${players}`, players, scenario, (s, seat) => {
          const legal = enumerate(s, {} as Ctx, String(seat));
          const G = playerView(s, String(seat));
          const all = pickables(legal, valheimPathOf(G, seat));
          expect(all.length, 'every legal move has a path').to.equal(legal.length);
          for (const { move, path } of all) {
            seen.set(move.move, (seen.get(move.move) ?? 0) + 1);
            for (const t of path)
              expect(onTheBoard(G, seat, t), `${move.move}(${JSON.stringify(move.args)}) → ${t}`).to.equal(
                true,
              );
            let picked: string[] = [];
            for (const [k, t] of path.entries()) {
              const r = touch(all, picked, t);
              expect(r, `${move.move}: touch ${t} after ${picked.join(' ')}`).to.not.equal(null);
              if (k === path.length - 1) {
                const made = r && 'send' in r ? [r.send] : r && 'choose' in r ? r.choose : [];
                expect(
                  made.some((m) => same(m, move)),
                  `${move.move}(${JSON.stringify(move.args)})`,
                ).to.equal(true);
              } else picked = (r as { picked: string[] }).picked;
            }
          }
          states++;
        });
      }
    expect(states).to.be.greaterThan(1000);
    // The common moves of every stage were met and walked.
    for (const name of [
      'chooseSkill',
      'move',
      'step',
      'collect',
      'fight',
      'reroll',
      'keep',
      'pass',
      'place',
      'arenaFight',
      'arenaMove',
      'craft',
      'mead',
      'give',
      'dismantle',
    ])
      expect(seen.get(name) ?? 0, name).to.be.greaterThan(0);
  });

  it('draws every target of every path on the board, each first touch a lit button', function () {
    this.timeout(120_000);
    let drawn = 0;
    let visited = 0;
    const kinds = new Set<string>();
    for (const scenario of SCENARIO_IDS)
      playout(`vpaths-draw-${scenario}`, 2, scenario, (s, seat) => {
        const legal = enumerate(s, {} as Ctx, String(seat));
        // Drawing a whole board is slow: every state with a kind of move not drawn yet, and every 20th.
        const fresh = legal.filter((m) => !kinds.has(m.move));
        if (fresh.length === 0 && visited++ % 20 !== 0) return;
        for (const m of legal) kinds.add(m.move);
        const G = playerView(s, String(seat));
        const props: SkaldBoardProps<ValheimView> = {
          G,
          ctx: {} as Ctx,
          playerID: String(seat),
          module: gameModule,
          activeSeats: [String(seat)],
          legal,
          act: () => undefined,
          seatName: (x) => `Viking ${Number(x) + 1}`,
          botSeats: [],
          online: false,
        };
        const html = renderToStaticMarkup(createElement(ValheimBoard, props));
        const lit = new Set(
          [...html.matchAll(/<button[^>]*data-target="([^"]+)"[^>]*data-pick="next"/g)].map((x) => x[1]),
        );
        const named = new Set([...html.matchAll(/data-target="([^"]+)"/g)].map((x) => x[1]));
        for (const { move, path } of pickables(legal, valheimPathOf(G, seat))) {
          const call = `${move.move}(${JSON.stringify(move.args)})`;
          expect(lit.has(path[0]!), `${call}: ${path[0]} lit`).to.equal(true);
          // Later parts are drawn once lit (bare hands, a control) or always (the rest).
          for (const t of path.slice(1))
            if (!t.startsWith('control:') && !t.endsWith(':unarmed'))
              expect(named.has(t), `${call}: ${t} on the board`).to.equal(true);
        }
        drawn++;
      });
    expect(drawn).to.be.greaterThan(100);
    expect(kinds.size).to.be.greaterThan(30);
  });

  it('reads each kind of move as what it acts on, then what completes it', () => {
    const G = playerView(setupState(2, {}, rngFromSeed('vpaths-spot')), '0');
    const pathOf = valheimPathOf(G, 0);
    const p = (move: string, ...args: unknown[]) => [...targetsOf(pathOf({ move, args }))];
    expect(p('move', 'N0')).to.deep.equal(['space:N0']);
    expect(p('step', 'E2')).to.deep.equal(['space:E2']);
    expect(p('collect')).to.deep.equal([`space:${G.players[0]!.space}`]);
    expect(p('fight', 'club', 7)).to.deep.equal(['creature:7', 'item:0:club']);
    expect(p('ambush', 'bow', 3)).to.deep.equal(['creature:3', 'item:0:bow']);
    expect(p('mead', 'healthMead', 1)).to.deep.equal(['item:0:healthMead', 'player:1']);
    expect(p('give', 'club', 'house')).to.deep.equal(['item:0:club', 'space:H']);
    expect(p('give', 'club', 1)).to.deep.equal(['item:0:club', 'player:1']);
    expect(p('take', 'club', 1)).to.deep.equal(['item:1:club']);
    expect(p('take', 'club', 'house')).to.deep.equal(['houseitem:club']);
    expect(p('dismantle', 'club', 'wood')).to.deep.equal(['item:0:club', 'resource:wood']);
    // Dice 1 and 3 (mask 0b101), lowest first, then the token that pays for the reroll.
    expect(p('reroll', 5)).to.deep.equal(['die:0', 'die:2', 'control:reroll']);
    expect(p('arenaFight', 'unarmed')).to.deep.equal(['forsaken', 'item:0:unarmed']);
    expect(p('arenaVines', 'club')).to.deep.equal(['vines', 'item:0:club']);
    expect(p('arenaMead', 1)).to.deep.equal(['item:0:healthMead', 'player:1']);
    expect(p('place', 'I2')).to.deep.equal(['arena:I2']);
    expect(p('odin', 1, null)).to.deep.equal(['skill:odin', 'player:1']);
    expect(p('odin', 0, 'N')).to.deep.equal(['skill:odin', 'tile:N']);
    expect(p('odin', 1, 'N2')).to.deep.equal(['skill:odin', 'player:1', 'space:N2']);
    expect(p('pass')).to.deep.equal(['control:pass']);
    expect(p('eat', 1, 'bottom')).to.deep.equal(['food:1']);
    expect(p('brew', 'healthMead')).to.deep.equal(['furniture:fermenter']);
  });
});
