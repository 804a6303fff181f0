import v8 from 'node:v8';
import { type AiMove, pick, type Rng, rngFromSeed, roll, type TableContext } from '@skald/core';
import { expect } from 'chai';
import { core, determinize } from '../src/ai.js';
import { ATTACK_DICE } from '../src/data/dice.js';
import { ENCHANTS } from '../src/data/enchants.js';
import { ENEMIES, type EnemyType, isMassiveType } from '../src/data/enemies.js';
import { HEROES, type HeroId } from '../src/data/heroes.js';
import { SHOP } from '../src/data/skill-shop.js';
import { moveCardOf, skillById, specialCardOf, specialSkillOf } from '../src/data/skills.js';
import { COLOURS, type DieColour } from '../src/data/types.js';
import {
  activeSeats,
  applyMove,
  isLegal,
  legalMoves,
  listHeroCardMoves,
  onlyActiveSeat,
} from '../src/rules/apply.js';
import { questBoard } from '../src/rules/board/board.js';
import {
  dangerZoneAt,
  dangerZones,
  facingToward,
  hasLineOfSight,
  lineClear,
  lineClearReference,
  range,
} from '../src/rules/board/geometry.js';
import { isTaken, navOf, occupiedIndex, squareIndex } from '../src/rules/board/nav.js';
import {
  applyEffect,
  endActivationEffects,
  entangled,
  hasEffect,
  removeEffect,
  stunned,
} from '../src/rules/characters/effects.js';
import {
  emptyItems,
  INVENTORY,
  isWeapon,
  itemAt,
  mapItems,
  newItem,
  refsOf,
  stuffOf,
} from '../src/rules/characters/gear.js';
import { attackOptions } from '../src/rules/combat/attack-options.js';
import { precision, resolveCombat, resolveCombatPlain } from '../src/rules/combat/dice.js';
import { newContext, type SearchContext } from '../src/rules/context.js';
import { updateAlerts } from '../src/rules/enemies/alerting.js';
import { longestReach } from '../src/rules/enemies/enemy-abilities.js';
import {
  attackReaches,
  bestAttack,
  canAttackHero,
  mayAttackHero,
  usableAttacks,
} from '../src/rules/enemies/enemy-attack.js';
import { closestWaitingGroup, formGroups } from '../src/rules/enemies/enemy-groups.js';
import { explore, nearestEmpty, nearestEmptyByScan, zoneInSight } from '../src/rules/enemies/explore.js';
import {
  distanceField,
  distanceFieldPlain,
  enemyReach,
  facingBetween,
  localKey,
  moveEnemyToward,
  orderBy,
  orderByPlain,
  reachPath,
  reachWithin,
  searchFlags,
  walkEnemy,
  walkReach,
} from '../src/rules/enemies/movement.js';
import {
  alertPatrol,
  facingsOf,
  patrolManagement,
  patrolOrder,
  squaresOf,
  syncPatrols,
} from '../src/rules/enemies/patrols.js';
import { comboLevel } from '../src/rules/heroes/activation.js';
import { canToggleDoor, doorDirections, planStep, stepDirections } from '../src/rules/heroes/hero-move.js';
import { kraftLeft } from '../src/rules/heroes/kraft.js';
import { learnChoices } from '../src/rules/heroes/learn.js';
import { canDiscard, canRekup, manageableRefs } from '../src/rules/heroes/loot.js';
import { activationQueue } from '../src/rules/phases/enemy-phase.js';
import { vanishSquares } from '../src/rules/phases/smoke.js';
import { orcQuestRules } from '../src/rules/table.js';
import { plainView, seatsView, thawState } from '../src/rules/thaw.js';
import {
  cellOf,
  cloneState,
  enemySheet,
  isMassive,
  NO_EFFECTS,
  QUIET_LOG,
  SHARED_CHARACTER_FIELDS,
  SHARED_FIELDS,
  SHARED_HERO_FIELDS,
  visibleHeroes,
} from '../src/rules/world.js';
import { setupState } from '../src/setup.js';
import type { EnemyState, HeroState, OrcQuestState } from '../src/state.js';
import { customBoard, makeState } from './helpers.js';
import { CAMP_SAVE, QUEST2_SAVE, QUEST3_SAVE } from './saves.js';

/** States along seeded random playouts (1-4 Heroes, Quests 1-3 with their Bosses, the camp), Enemies about. */
function sampledStates(): OrcQuestState[] {
  const out: OrcQuestState[] = [];
  for (let g = 0; g < 20; g++) {
    const rng = rngFromSeed(`fast-paths/${g}`);
    const save = g < 8 ? undefined : { campaign: g < 12 ? QUEST2_SAVE : g < 16 ? QUEST3_SAVE : CAMP_SAVE };
    // Game 18: Mek takes Orrus's place (brought up to level at camp, rules/phases/camp.ts `catchUp`).
    const lineup = g === 18 ? { heroes: ['mek', 'thalla', 'mandar'] } : {};
    let s = setupState(1 + (g % 4), rng, save && { ...save, ...lineup });
    // The Boss's room explored by its own rule first (as when a Hero opens its door or sees it): the Boss is in play.
    if (g >= 8 && g < 16) explore(newContext(), s, g < 12 ? 'mill' : 'nest', rng);
    for (let i = 0; !s.result && i < 400; i++) {
      const seat = pick(rng, activeSeats(s));
      const m = pick(rng, legalMoves(s, seat));
      s = applyMove(s, seat, m.move, m.args ?? [], rng) as OrcQuestState;
      if (i % 7 === 0) out.push(s);
    }
  }
  return out;
}

/** Every object or array reachable from `a` that is also reachable from `b` (by identity). */
function sharedObjects(a: unknown, b: unknown): string[] {
  const seen = new Set<unknown>();
  const walk = (v: unknown) => {
    if (v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    for (const x of Object.values(v)) walk(x);
  };
  walk(a);
  const shared: string[] = [];
  const check = (v: unknown, path: string) => {
    if (v === null || typeof v !== 'object') return;
    if (seen.has(v)) shared.push(path);
    for (const [k, x] of Object.entries(v)) check(x, `${path}.${k}`);
  };
  check(b, 'G');
  return shared;
}

describe('orcquest fast paths agree with the plain definitions', () => {
  const states = sampledStates();
  // One search context for the block, as a search holds one: the fast paths' memos meet every sampled state.
  const cx = newContext();

  it('samples states with Enemies on the board, and Quest 2 with its Boss', () => {
    expect(states.some((s) => s.enemies.length > 2)).to.equal(true);
    expect(states.some((s) => s.boss !== null)).to.equal(true);
  });

  it('G stays far under 64 KB as JSON in every sampled state (the speed bar of issue 15)', () => {
    const largest = Math.max(...states.map((s) => JSON.stringify(s).length));
    expect(largest)
      .to.be.greaterThan(1000)
      .and.lessThan(16 * 1024);
  });

  it("lineClear (integer walk) matches core's hasLineOfSight walk on every pair of squares", () => {
    const b = questBoard();
    let compared = 0;
    for (const G of states.filter((_, i) => i % 4 === 0))
      for (let a = 0; a < b.width * b.height; a += 3)
        for (let c = 0; c < b.width * b.height; c += 5) {
          const from = { x: a % b.width, y: Math.floor(a / b.width) };
          const to = { x: c % b.width, y: Math.floor(c / b.width) };
          for (const kind of ['sight', 'fire'] as const) {
            expect(
              lineClear(cx, b, G, from, to, kind),
              `${kind} ${from.x},${from.y}→${to.x},${to.y}`,
            ).to.equal(lineClearReference(b, G, from, to, kind));
            compared++;
          }
        }
    expect(compared).to.be.greaterThan(10000);
  });

  it('zoneInSight (settled per square, Orientation and zone where it can be) agrees with every square seen', () => {
    let compared = 0;
    let seen = 0;
    // Each Quest's own states, plus a copy with Smoke on the board (a blocker the board alone does not know).
    const smoky = states.filter((_, i) => i % 5 === 0).map((s) => ({ ...s, smoke: ['8,8', '12,4', '5,10'] }));
    for (const G of [...states.filter((_, i) => i % 3 === 0), ...smoky]) {
      const b = questBoard(G.quest);
      b.quest.zones.forEach((z, zi) => {
        if (z.kind !== 'spawn') return;
        for (let a = 0; a < b.width * b.height; a += 2)
          for (const facing of [0, 1, 2, 3] as const) {
            const from = { x: a % b.width, y: Math.floor(a / b.width) };
            let plain = false;
            for (let y = z.y0; y <= z.y1 && !plain; y++)
              for (let x = z.x0; x <= z.x1 && !plain; x++)
                plain = hasLineOfSight(cx, b, G, from, facing, { x, y });
            expect(
              zoneInSight(cx, G, from, facing, zi),
              `${z.id} from ${from.x},${from.y} facing ${facing}`,
            ).to.equal(plain);
            compared++;
            if (plain) seen++;
          }
      });
    }
    expect(compared).to.be.greaterThan(5000);
    expect(seen).to.be.greaterThan(100);
    expect(compared - seen).to.be.greaterThan(100);
  });

  it('nearestEmpty (ring by ring from the landing) picks the square the whole-zone scan picks', () => {
    let compared = 0;
    let found = 0;
    let full = 0;
    states.forEach((G, k) => {
      if (k % 4 !== 0) return;
      const b = questBoard(G.quest);
      for (const z of b.quest.zones) {
        const squares: string[] = [];
        for (let y = z.y0; y <= z.y1; y++) for (let x = z.x0; x <= z.x1; x++) squares.push(`${x},${y}`);
        // The state as it is, the zone crowded with Chickens (the search goes further out), and the zone full.
        const crowded = { ...G, chickens: squares.filter((_, i) => (i + k) % 3 !== 0) };
        const packed = { ...G, chickens: squares };
        for (const S of [G, crowded, packed])
          for (let y = z.y0 - 2; y <= z.y1 + 2; y++)
            for (let x = z.x0 - 2; x <= z.x1 + 2; x++) {
              const plain = nearestEmptyByScan(cx, S, z, { x, y });
              expect(nearestEmpty(S, z, { x, y }), `${z.id} from ${x},${y}`).to.equal(plain);
              compared++;
              if (plain === undefined) full++;
              else found++;
            }
      }
    });
    expect(compared).to.be.greaterThan(5000);
    expect(found).to.be.greaterThan(1000);
    expect(full).to.be.greaterThan(100);
  });

  it('syncPatrols (one look at the members first) changes what the plain definition changes, and only that', () => {
    // The plain definition (lines 576, 584): every Patrol with an alerted member is alerted, in order; then
    // members no longer in play leave their Patrol, and Patrols left with none are gone.
    const plain = (G: OrcQuestState): boolean => {
      const alerted = G.patrols.filter((p) => G.enemies.some((e) => e.alerted && p.members.includes(e.id)));
      for (const p of alerted) alertPatrol(cx, G, p);
      for (const p of G.patrols) p.members = p.members.filter((id) => G.enemies.some((e) => e.id === id));
      G.patrols = G.patrols.filter((p) => p.members.length > 0);
      return alerted.length > 0;
    };
    const outcomes = { unchanged: 0, alerted: 0, shrunk: 0 };
    states.forEach((G, k) => {
      if (G.patrols.length === 0) return;
      const member = (G.patrols[k % G.patrols.length]?.members ?? [])[0];
      // As it is; a member alerted; a member gone from the board.
      const variants = [
        G,
        { ...G, enemies: G.enemies.map((e) => (e.id === member ? { ...e, alerted: true } : e)) },
        { ...G, enemies: G.enemies.filter((e) => e.id !== member) },
      ];
      for (const V of variants) {
        const a = structuredClone(V);
        const b = structuredClone(V);
        const changed = syncPatrols(cx, a);
        expect(changed).to.equal(plain(b));
        expect(a).to.deep.equal(b);
        if (changed) outcomes.alerted++;
        else if (JSON.stringify(a.patrols) !== JSON.stringify(V.patrols)) outcomes.shrunk++;
        else outcomes.unchanged++;
      }
    });
    expect(outcomes.unchanged).to.be.greaterThan(10);
    expect(outcomes.alerted).to.be.greaterThan(10);
    expect(outcomes.shrunk).to.be.greaterThan(10);
  });

  it("Patrol management's 'alertsUpToDate' (the Enemy Phase skips its next alert update) is a settled state", () => {
    // Whenever it says so, one more `updateAlerts` would change nothing (and report itself settled).
    const ends = { alertsUpToDate: 0, done: 0, paused: 0, stillOpen: 0 };
    states.forEach((S, k) => {
      for (let r = 0; r < 3; r++) {
        const G = structuredClone(S);
        const end = patrolManagement(cx, G, rngFromSeed(`manage/${k}/${r}`), updateAlerts, patrolOrder(G));
        ends[end]++;
        const again = structuredClone(G);
        const settled = updateAlerts(cx, again);
        if (end === 'alertsUpToDate') {
          expect(settled, `state ${k}`).to.equal(true);
          expect(again, `state ${k}`).to.deep.equal(G);
        } else if (!settled || JSON.stringify(again) !== JSON.stringify(G)) ends.stillOpen++;
      }
    });
    expect(ends.alertsUpToDate).to.be.greaterThan(100);
    expect(ends.done).to.be.greaterThan(10);
    expect(ends.stillOpen).to.be.greaterThan(0);
  });

  it('updateAlerts keeps squares between calls (by key and type) and alerts the same whatever came before', () => {
    // Each state as sampled, and with its first Enemy made Massive (same square, another type): the scratch
    // lists carry what the previous call read, so forward and backward orders start from different ones.
    const variants = states.flatMap((G) => [
      G,
      { ...G, enemies: G.enemies.map((e, i) => (i === 0 ? { ...e, type: 'cockatrice' as const } : e)) },
    ]);
    const run = (list: OrcQuestState[]) =>
      list.map((G) => {
        const S = structuredClone(G);
        return { settled: updateAlerts(cx, S), S };
      });
    const forward = run(variants);
    expect(run([...variants].reverse()).reverse()).to.deep.equal(forward);
    const raised = forward.filter(
      ({ S }, i) => JSON.stringify(S.enemies) !== JSON.stringify(variants[i]?.enemies),
    );
    expect(raised.length).to.be.greaterThan(3);
  });

  it('lineClear matches the reference on a crafted board of rooms, a door, furniture and trees', () => {
    const b = customBoard(
      ['..........', '.ffff..T..', '.fhlf.....', '.ffff..T..', '....~.....', '..........'],
      {
        zones: [{ id: 'room', kind: 'room', x0: 1, y0: 1, x1: 4, y1: 3, pool: 'main', dice: 1 }],
        doors: [{ id: 'd', a: '2,3', b: '2,4', kind: 'simple', open: false, room: 'room' }],
      },
    );
    for (const door of ['closed', 'open'] as const) {
      const G = makeState({
        heroes: [{ hero: 'thalla', pos: '6,2' }],
        enemies: [{ type: 'peasant', pos: '8,2' }],
        doors: { d: door },
      });
      for (let a = 0; a < 60; a++)
        for (let c = 0; c < 60; c++) {
          const from = { x: a % 10, y: Math.floor(a / 10) };
          const to = { x: c % 10, y: Math.floor(c / 10) };
          for (const kind of ['sight', 'fire'] as const)
            expect(lineClear(cx, b, G, from, to, kind), `${door} ${kind} ${a}→${c}`).to.equal(
              lineClearReference(b, G, from, to, kind),
            );
        }
    }
  });

  it('dangerZoneAt, canAttackHero and bestAttack (the shortcuts) agree with dangerZones and usableAttacks', () => {
    let zones = 0;
    let attacks = 0;
    for (const G of states) {
      const b = questBoard(G.quest);
      const all = dangerZones(b, G);
      for (let y = 0; y < b.height; y++)
        for (let x = 0; x < b.width; x++) {
          const got = dangerZoneAt(b, G, `${x},${y}`);
          expect(got).to.deep.equal(all.get(`${x},${y}`) ?? []);
          zones += got.length;
        }
      for (const e of G.enemies)
        for (const h of G.heroes) {
          const ok = canAttackHero(cx, G, e, h);
          expect(ok).to.equal(usableAttacks(cx, G, e, h).length > 0);
          if (ok) attacks++;
          // bestAttack: the line tryEnemyAttack took from the sorted list (the first with the most dice).
          for (const only of [undefined, 'melee', 'magic', 'ranged'] as const) {
            const sorted = usableAttacks(cx, G, e, h, only).sort((a, b) => b.dice.length - a.dice.length);
            expect(bestAttack(cx, G, e, h, only)).to.equal(sorted[0]);
          }
        }
    }
    // Both answers come up in the samples.
    expect(zones).to.be.greaterThan(0);
    expect(attacks).to.be.greaterThan(0);
  });

  it('facingBetween (board indices) faces as facingToward (cells) between every pair of squares of each Quest board', () => {
    for (const quest of ['c1q1', 'c1q2', 'c1q3']) {
      const nav = navOf(questBoard(quest));
      for (let a = 0; a < nav.keys.length; a++)
        for (let b = 0; b < nav.keys.length; b++) {
          const want = facingToward(cellOf(nav.keys[a] as string), cellOf(nav.keys[b] as string));
          if (facingBetween(nav, a, b) !== want) expect.fail(`${quest} ${nav.keys[a]} -> ${nav.keys[b]}`);
        }
    }
  });

  it('moveEnemyToward (reach and order in one look-up per layout) moves as on a fresh copy of its reach', () => {
    let moved = 0;
    let calls = 0;
    // Every Enemy toward every Hero and a few squares, with two budgets, with and without doors: a look-up
    // under the wrong start, budget, flags or target would walk elsewhere than its own reach. Three ways:
    // the look-up alone, with Assault's remembered reach passed in, and with a copy of that reach (not the
    // remembered object: its order is worked out afresh, as the plain rule).
    for (const [n, G] of states.entries()) {
      if (n % 3 !== 0) continue;
      const nav = navOf(questBoard(G.quest));
      const targets = G.heroes.filter((h) => h.pos !== null).map((h) => cellOf(h.pos as string));
      targets.push(cellOf(nav.keys[(n * 37) % nav.keys.length] as string), { x: 0, y: 0 });
      for (let k = 0; k < G.enemies.length; k++) {
        const e = G.enemies[k] as (typeof G.enemies)[number];
        if (isMassive(e)) continue;
        for (const target of targets)
          for (const mp of [1, enemySheet(e).move])
            for (const noDoors of [false, true]) {
              const ways = [0, 1, 2].map(() => cloneState(G));
              // The memo is filled by a different way first from one call to the next.
              for (let w = 0; w < 3; w++) {
                const way = (w + n + k) % 3;
                const S = ways[way] as OrcQuestState;
                const x = S.enemies[k] as (typeof G.enemies)[number];
                const reach = way === 0 ? undefined : enemyReach(cx, S, x, mp, noDoors);
                const known =
                  way === 2 && reach ? { ...reach, within: null, toward: null, away: null } : reach;
                moveEnemyToward(cx, S, x, target, mp, rngFromSeed(`toward/${n}`), noDoors, known);
              }
              const want = JSON.stringify(ways[2]);
              const where = `${n} #${e.id} ${target.x},${target.y} ${mp} ${noDoors}`;
              expect(JSON.stringify(ways[0]), where).to.equal(want);
              expect(JSON.stringify(ways[1]), where).to.equal(want);
              if ((ways[0] as OrcQuestState).enemies[k]?.pos !== e.pos) moved++;
              calls++;
            }
      }
    }
    expect(calls).to.be.greaterThan(1000);
    expect(moved).to.be.greaterThan(calls / 4);
  });

  it('orderBy (one number per entry, sorted natively) orders a reach as the plain sort on distance, steps and entry', () => {
    let compared = 0;
    let reordered = 0;
    // Every Enemy's reach at two budgets, with and without doors, ordered by distances with many ties (a
    // Range to a Hero or square, its tenth, a 1000-offset as unreached squares get), both ways.
    for (const [n, G] of states.entries()) {
      if (n % 2 !== 0) continue;
      const nav = navOf(questBoard(G.quest));
      const targets = G.heroes.filter((h) => h.pos !== null).map((h) => cellOf(h.pos as string));
      targets.push(cellOf(nav.keys[(n * 37) % nav.keys.length] as string));
      for (const e of G.enemies)
        for (const mp of [2, enemySheet(e).move])
          for (const noDoors of [false, true]) {
            const reach = enemyReach(cx, G, e, mp, noDoors);
            for (const target of targets)
              for (const scale of [1, 10, -1]) {
                const d = new Int32Array(reach.keys.length);
                for (let j = 0; j < d.length; j++) {
                  const r = range(cellOf(reach.keys[j] as string), target);
                  d[j] = scale === -1 ? (j % 3 === 0 ? 1000 + r : r) : Math.floor(r / scale);
                }
                for (const desc of [false, true]) {
                  const plain = orderByPlain(reach, d, desc);
                  expect(Array.from(orderBy(reach, d, desc))).to.deep.equal(Array.from(plain));
                  // With the context's scratch keys (reused from order to order, reaches of every size).
                  expect(Array.from(orderBy(reach, d, desc, cx))).to.deep.equal(Array.from(plain));
                  compared++;
                  for (let k = 0; k < plain.length; k += 4) if (plain[k] !== k / 4) reordered++;
                }
              }
          }
    }
    expect(compared).to.be.greaterThan(1000);
    expect(reordered).to.be.greaterThan(1000);
  });

  it("a Patrol path's facings (worked out once) are the facings along its squares, forward and reversed", () => {
    let paths = 0;
    for (const quest of ['c1q1', 'c1q2', 'c1q3']) {
      for (const base of questBoard(quest).quest.patrols)
        for (const id of [base.id, `${base.id}:reverse`]) {
          const squares = squaresOf({ quest }, id);
          const facings = facingsOf({ quest }, id);
          expect(facings.length, id).to.equal(squares.length);
          for (let i = 0; i < squares.length; i++) {
            // The step into square i; the first square faces like the second.
            const j = Math.max(1, i);
            const want = facingToward(cellOf(squares[j - 1] as string), cellOf(squares[j] as string));
            expect(facings[i], `${quest} ${id} ${i}`).to.equal(want);
          }
          paths++;
        }
    }
    expect(paths).to.be.greaterThan(3);
  });

  it("searchFlags (the sheet's part from a table) is Agile + opens doors (unless running without) + Bell-ringer", () => {
    for (const type of Object.keys(ENEMIES) as EnemyType[])
      for (const noDoors of [false, true])
        for (const bellRinger of [undefined, 'p1']) {
          const e = { type, bellRinger } as unknown as EnemyState;
          const sheet = ENEMIES[type];
          const want =
            (sheet.abilities.includes('agile') ? 1 : 0) +
            (sheet.opensDoors && !noDoors ? 2 : 0) +
            (bellRinger ? 4 : 0);
          expect(searchFlags(e, noDoors), `${type} ${noDoors} ${bellRinger}`).to.equal(want);
        }
  });

  it('enemySheet (a Map built at load) is the ENEMIES record of the type, whatever was asked before', () => {
    const types = Object.keys(ENEMIES) as EnemyType[];
    // Every ordered pair: the memo must answer for the type asked, not the one before it.
    for (const a of types)
      for (const b of types) {
        expect(enemySheet({ type: a } as EnemyState), a).to.equal(ENEMIES[a]);
        expect(enemySheet({ type: b } as EnemyState), `${b} after ${a}`).to.equal(ENEMIES[b]);
      }
    let looked = 0;
    for (const G of states)
      for (const e of G.enemies) {
        expect(enemySheet(e)).to.equal(ENEMIES[e.type]);
        looked++;
      }
    expect(looked).to.be.greaterThan(100);
  });

  it('NO_EFFECTS (no token, checked by identity) answers as an equal record without the identity', () => {
    // characters/effects.ts: every query on a Character whose record is NO_EFFECTS, and on one whose record
    // is a fresh {} (a thawed or parsed state), agrees; taking the last token away gives NO_EFFECTS back.
    const kinds = [
      'stunned',
      'entangled',
      'terrified',
      'weakened',
      'fortified',
      'cursed',
      'blessed',
    ] as const;
    const fresh = { ...(states.find((G) => G.enemies.length > 0)!.enemies[0] as EnemyState), effects: {} };
    const shared = { ...fresh, effects: NO_EFFECTS };
    for (const kind of kinds) expect(hasEffect(shared, kind), kind).to.equal(hasEffect(fresh, kind));
    expect([stunned(shared), entangled(shared)]).to.deep.equal([stunned(fresh), entangled(fresh)]);
    for (const c of [shared, fresh]) {
      expect(applyEffect(c, 'stunned', 1)).to.equal(true);
      expect(applyEffect(c, 'weakened', 1)).to.equal(true);
      endActivationEffects(c);
      expect(c.effects).to.deep.equal({ weakened: { n: 1, by: -1 } });
      removeEffect(c, 'weakened');
      expect(c.effects).to.equal(NO_EFFECTS);
    }
    expect(Object.keys(NO_EFFECTS)).to.deep.equal([]);
  });

  it('isTaken (one square) agrees with occupiedIndex on every square of the sampled states', () => {
    let taken = 0;
    for (const G of states) {
      const nav = navOf(questBoard(G.quest));
      const all = occupiedIndex(cx, nav, G).slice();
      for (let i = 0; i < all.length; i++) {
        expect(isTaken(nav, G, i), `${G.quest} ${nav.keys[i]}`).to.equal(all[i] === 1);
        taken += all[i] as number;
      }
    }
    expect(taken).to.be.greaterThan(0);
  });

  it("walkReach (the reach's indices and passes) walks as walkEnemy on reachPath, and reachWithin (entry, index pairs) filters by Range", () => {
    let walks = 0;
    let passing = 0;
    for (const [n, G] of states.entries()) {
      const e = G.enemies[n % Math.max(1, G.enemies.length)];
      if (!e) continue;
      const nav = navOf(questBoard(G.quest));
      const reach = enemyReach(cx, G, e, enemySheet(e).move);
      for (let j = 1; j < reach.keys.length; j += 3) {
        const a = cloneState(G);
        const b = cloneState(G);
        const ea = a.enemies.find((x) => x.id === e.id);
        const eb = b.enemies.find((x) => x.id === e.id);
        if (!ea || !eb) continue;
        walkReach(cx, a, ea, reach, j, rngFromSeed(`walk/${n}/${j}`));
        walkEnemy(cx, b, eb, reachPath(reach, j), rngFromSeed(`walk/${n}/${j}`));
        expect(a).to.deep.equal(b);
        walks++;
        if (reach.passes[j] !== 0) passing++;
      }
      const h = G.heroes.find((x) => x.pos !== null);
      if (!h) continue;
      const at = cellOf(h.pos as string);
      for (const r of [1, 2, 4]) {
        const plain: number[] = [];
        for (let j = 0; j < reach.at.length; j++) {
          const i = reach.at[j] as number;
          if (
            i >= 0 &&
            Math.max(Math.abs((nav.xOf[i] as number) - at.x), Math.abs((nav.yOf[i] as number) - at.y)) <= r
          )
            plain.push(j, i);
        }
        expect(Array.from(reachWithin(nav, reach, at, r))).to.deep.equal(plain);
        // Assault skips a Hero beyond its Movement plus its longest Range: no square of the reach is within it.
        const start = cellOf(e.pos);
        if (Math.max(Math.abs(start.x - at.x), Math.abs(start.y - at.y)) > enemySheet(e).move + r)
          expect(plain).to.deep.equal([]);
      }
    }
    // Plain walks and walks through water or door edges both come up.
    expect(walks).to.be.greaterThan(100);
    expect(passing).to.be.greaterThan(0);
    expect(passing).to.be.lessThan(walks);
  });

  it('a reach shared by layouts alike near its start square (localReach) is the one a fresh search finds', () => {
    // One context across all the sampled states (reaches come from the searches of other layouts), against a
    // fresh context per question (a search of this very layout).
    const shared = newContext();
    let reused = 0;
    let asked = 0;
    for (const G of states) {
      const nav = navOf(questBoard(G.quest));
      for (const e of G.enemies)
        for (const budget of [enemySheet(e).move, 1, 3]) {
          for (const noDoors of [false, true]) {
            const start = squareIndex(nav, e.pos);
            const known =
              start !== undefined &&
              shared.board?.nav === nav &&
              shared.board.localReaches.has(localKey(nav, G, start, budget, searchFlags(e, noDoors)));
            const a = enemyReach(shared, G, e, budget, noDoors);
            const b = enemyReach(newContext(), G, e, budget, noDoors);
            expect(a.keys).to.deep.equal(b.keys);
            for (const list of ['at', 'steps', 'parent', 'passes'] as const)
              expect(Array.from(a[list])).to.deep.equal(Array.from(b[list]));
            asked++;
            if (known) reused++;
          }
        }
    }
    expect(reused).to.be.greaterThan(100);
    expect(reused).to.be.lessThan(asked);
  });

  it('a distance field searched as far as the reaches asking need (extendField) agrees with the whole field on them', () => {
    // One context for all (fields resumed by later reaches), every Enemy toward every Hero and a few squares.
    const shared = newContext();
    let compared = 0;
    let cut = 0;
    for (const G of states) {
      const targets = G.heroes.flatMap((h) => (h.pos === null ? [] : [cellOf(h.pos)]));
      targets.push({ x: 0, y: 0 }, { x: 7, y: 5 });
      for (const e of G.enemies)
        for (const target of targets)
          for (const noDoors of [false, true]) {
            const reach = enemyReach(shared, G, e, enemySheet(e).move, noDoors);
            const field = distanceField(shared, G, e, target, noDoors, reach);
            const whole = distanceFieldPlain(newContext(), G, e, target, noDoors);
            for (const i of reach.at) if (i >= 0) expect(field[i]).to.equal(whole[i]);
            compared++;
            if (field.some((d, i) => d !== whole[i])) cut++;
          }
    }
    expect(compared).to.be.greaterThan(1000);
    // Searches cut short do come up (else this test would compare whole fields only).
    expect(cut).to.be.greaterThan(100);
  });

  it('closestWaitingGroup (only the groups of waiting Enemies formed) picks the group the plain reading over formGroups picks', () => {
    // The plain reading (ruling R49): every group, without its handled members, holding an alerted one;
    // the least Range from a member to a living Hero on the board, then the lowest first id.
    const plain = (G: OrcQuestState, done: number[]): number[] | undefined => {
      const heroes = G.heroes.filter((h) => h.pos !== null && !h.dead).map((h) => cellOf(h.pos as string));
      const byId = (id: number) => G.enemies.find((e) => e.id === id);
      const ranked = formGroups(cx, G)
        .map((ids) => ids.filter((id) => !done.includes(id)))
        .filter((ids) => ids.some((id) => byId(id)?.alerted))
        .map((ids) => {
          let d = 1000;
          for (const id of ids)
            for (const h of heroes)
              d = Math.min(
                d,
                Math.max(
                  ...['x', 'y'].map((k) => Math.abs(cellOf(byId(id)?.pos as string)[k as 'x'] - h[k as 'x'])),
                ),
              );
          return { ids, d };
        })
        .sort((a, b) => a.d - b.d || (a.ids[0] as number) - (b.ids[0] as number));
      return ranked[0]?.ids;
    };
    let found = 0;
    let chained = 0;
    for (const G of states) {
      const alerted = G.enemies.filter((e) => e.alerted).map((e) => e.id);
      // Nothing handled, each alerted Enemy handled alone, and every Enemy but the last alerted one handled.
      const dones = [
        [],
        ...alerted.map((id) => [id]),
        G.enemies.map((e) => e.id).filter((id) => id !== alerted.at(-1)),
      ];
      for (const done of dones) {
        const want = plain(G, done);
        expect(
          closestWaitingGroup(cx, G, done)?.map((e) => e.id),
          JSON.stringify(done),
        ).to.deep.equal(want);
        if (want) found++;
        // A group joined through a handled member (its chain runs through Enemies already done).
        if (
          want &&
          done.length > 0 &&
          formGroups(cx, G).some(
            (ids) => ids.includes(want[0] as number) && ids.some((id) => done.includes(id)),
          )
        )
          chained++;
      }
    }
    expect(found).to.be.greaterThan(50);
    expect(chained).to.be.greaterThan(0);
  });

  it('resolveCombat (counts per colour) equals the plain reading on every list of up to 4 Attack and 3 Defense results', () => {
    const lists = (max: number): number[][] => {
      const out: number[][] = [[]];
      for (let i = 0; i < out.length; i++) {
        const l = out[i] as number[];
        if (l.length < max) for (const r of [0, 1, 2, 3]) out.push([...l, r]);
      }
      return out;
    };
    let wounds = 0;
    for (const attack of lists(4))
      for (const defense of lists(3))
        for (const hp of COLOURS) {
          const want = resolveCombatPlain(attack, defense, hp);
          expect(resolveCombat(attack, defense, hp), `${attack} vs ${defense} (${hp})`).to.deep.equal(want);
          if (want.damage > 0 && defense.some((r) => r > 0)) wounds++;
        }
    expect(wounds).to.be.greaterThan(1000);
    // A result outside 0-3 (none comes up in play) is left to the plain reading.
    expect(resolveCombat([4, 1], [2], 'yellow')).to.deep.equal(resolveCombatPlain([4, 1], [2], 'yellow'));
  });

  it('activationQueue orders a group as the plain sort by Authority, Flee, attack-without-moving, then id', () => {
    let groups = 0;
    let mixed = 0;
    for (const G of states) {
      const heroes = visibleHeroes(G);
      for (const ids of formGroups(cx, G)) {
        const members = ids.map((id) => G.enemies.find((e) => e.id === id) as EnemyState);
        for (const colour of COLOURS) {
          const keyOf = (e: EnemyState) =>
            enemySheet(e).abilities.includes('authority')
              ? 0
              : enemySheet(e).behaviour[colour] === 'flee'
                ? 1
                : heroes.some((h) => canAttackHero(cx, G, e, h))
                  ? 2
                  : 3;
          const want = members
            .slice()
            .sort((a, b) => keyOf(a) - keyOf(b) || a.id - b.id)
            .map((e) => ({ id: e.id, behaviour: enemySheet(e).behaviour[colour] }));
          expect(activationQueue(cx, G, members, colour)).to.deep.equal(want);
          if (members.length > 1) groups++;
          if (new Set(members.map(keyOf)).size > 1) mixed++;
        }
      }
    }
    expect(groups).to.be.greaterThan(20);
    expect(mixed).to.be.greaterThan(0);
  });

  it('canAttackHero is mayAttackHero (asked once per Hero by Assault) and attackReaches (per square)', () => {
    let yes = 0;
    let barred = 0;
    for (const G of states)
      for (const e of G.enemies)
        for (const h of G.heroes) {
          if (!h.pos) continue;
          const want = canAttackHero(cx, G, e, h);
          const may = mayAttackHero(G, e, h);
          expect(may && attackReaches(cx, G, e, cellOf(h.pos))).to.equal(want);
          if (want) yes++;
          if (!may) barred++;
        }
    expect(yes).to.be.greaterThan(10);
    expect(barred).to.be.greaterThan(0);
  });

  it("Assault's shortcut: an Enemy that can attack a Hero from its own square has that square first in its reach within Range", () => {
    let cases = 0;
    for (const G of states) {
      const nav = navOf(questBoard(G.quest));
      for (const e of G.enemies) {
        const start = squareIndex(nav, e.pos);
        if (start === undefined || isMassive(e)) continue;
        for (const h of G.heroes) {
          if (!canAttackHero(cx, G, e, h)) continue;
          const near = reachWithin(
            nav,
            enemyReach(cx, G, e, enemySheet(e).move),
            cellOf(h.pos as string),
            longestReach(e),
          );
          expect([near[0], near[1]]).to.deep.equal([0, start]);
          cases++;
        }
      }
    }
    expect(cases).to.be.greaterThan(20);
  });

  it('manageableRefs (one pass over the cards) agrees with canRekup and canDiscard card by card', () => {
    const seen = { rekupYes: 0, rekupNo: 0, discardYes: 0, discardNo: 0, weaponKept: 0, weaponFreed: 0 };
    for (const G of states)
      for (let seat = 0; seat < G.heroes.length; seat++) {
        const h = G.heroes[seat] as HeroState;
        const refs = refsOf(h);
        const got = manageableRefs(G, seat, refs);
        for (const ref of refs) {
          const rekup = canRekup(G, seat, ref);
          const discard = canDiscard(G, seat, ref);
          expect(got.rekup[ref], `rekup ${ref}`).to.equal(rekup);
          expect(got.discard[ref], `discard ${ref}`).to.equal(discard);
          if (rekup) seen.rekupYes++;
          else seen.rekupNo++;
          if (discard) seen.discardYes++;
          else seen.discardNo++;
          const item = itemAt(h, ref);
          if (item && isWeapon(item) && !item.rekup && G.phase === 'hero' && G.active === seat)
            if (discard) seen.weaponFreed++;
            else seen.weaponKept++;
        }
      }
    // Both answers come up, and a Hero's only weapon is kept as well as a spare one let go.
    expect(seen.rekupYes).to.be.greaterThan(0);
    expect(seen.rekupNo).to.be.greaterThan(0);
    expect(seen.discardYes).to.be.greaterThan(0);
    expect(seen.discardNo).to.be.greaterThan(0);
    expect(seen.weaponKept).to.be.greaterThan(0);
    expect(seen.weaponFreed).to.be.greaterThan(0);
  });

  it('stepDirections (checks shared by the directions) agrees with planStep direction by direction', () => {
    let steps = 0;
    for (const G of states)
      for (let seat = 0; seat < G.heroes.length; seat++) {
        const bits = stepDirections(G, seat);
        for (let d = 0; d < 8; d++) {
          expect((bits & (1 << d)) !== 0, `dir ${d}`).to.equal(planStep(G, seat, d) !== null);
          if (bits & (1 << d)) steps++;
        }
      }
    expect(steps).to.be.greaterThan(50);
  });

  it('doorDirections (the door beside the Hero from the board tables) agrees with canToggleDoor direction by direction', () => {
    // Two implementations compared, not a rule: the Active Hero of some sampled states is put on every
    // square of the board (doors destroyed, open or closed as play left them), with a Movement point.
    let doors = 0;
    let tried = 0;
    for (const G of states) {
      const seat = G.active;
      if (seat === null || tried++ > 24) continue;
      const destroyed = Object.fromEntries(Object.keys(G.doors).map((id) => [id, 'destroyed' as const]));
      for (const doorStates of [G.doors, destroyed])
        for (const key of navOf(questBoard(G.quest)).keys) {
          const s = cloneState(G, true);
          (s.heroes[seat] as HeroState).pos = key;
          s.mp = Math.max(s.mp, 1);
          s.doors = doorStates;
          for (let who = 0; who < s.heroes.length; who++) {
            const bits = doorDirections(s, who);
            for (let d = 0; d < 4; d++) {
              expect((bits & (1 << d)) !== 0, `${key} dir ${d}`).to.equal(canToggleDoor(s, who, d) !== null);
              if (bits & (1 << d)) doors++;
            }
          }
        }
    }
    expect(doors).to.be.greaterThan(20);
  });

  it("legal lists in a shuffled order (each Hero's remembered card moves from another state) equal the plain card rules", () => {
    // The memo of the Hero-Phase card moves keeps each seat's last list; visiting the states out of order makes
    // it meet cards it saw under other phases, Active Heroes and Action points.
    const rng = rngFromSeed('fast-paths/card-memo');
    const order = states.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    let cardMoves = 0;
    for (const i of order) {
      const G = states[i] as OrcQuestState;
      for (let seat = 0; seat < G.heroes.length; seat++) {
        const listed = legalMoves(G, seat, cx);
        expect(listed).to.deep.equal(
          candidates(G, seat).filter((m) => isLegal(cx, G, seat, m.move, m.args ?? [])),
        );
        const fresh: AiMove[] = [];
        const h = G.heroes[seat] as HeroState;
        if (G.phase === 'hero' && activeSeats(G).includes(seat)) listHeroCardMoves(G, seat, h, fresh);
        for (const m of fresh) expect(listed).to.include(m);
        cardMoves += fresh.length;
      }
    }
    expect(cardMoves).to.be.greaterThan(50);
  });

  it("the remembered card moves follow the Kraft decks and the Inventory, not only the Hero's other cards", () => {
    // Mek in his Activation can Kraft his Dagger (5 metal, 2 gold: public Kraft Plan). A copy of the state shares
    // his cards (copy-on-write), so the memo sees the same gear: it must still notice a Kraft deck emptied by
    // another Hero, and an Inventory short of a Resource.
    const G = makeState({
      heroes: [
        {
          hero: 'mek',
          pos: '5,5',
          inventory: ['metal2', 'metal2', 'metal', 'gold-nuggets'].map((c) => newItem(c)),
        },
        { hero: 'orrus', pos: '9,9' },
      ],
      active: 0,
    });
    const kraftDagger = (S: OrcQuestState) =>
      legalMoves(S, 0, cx).some((m) => m.move === 'kraft' && m.args?.[0] === 0);
    expect(kraftDagger(G), 'Dagger → ★★ paid').to.equal(true);
    const emptied = cloneState(G);
    emptied.kraftOut = [...G.kraftOut, ...Array.from({ length: kraftLeft(G, 'dagger-2') }, () => 'dagger-2')];
    expect(emptied.heroes[0]?.gear, 'cards shared with G').to.equal(G.heroes[0]?.gear);
    expect(kraftDagger(emptied), 'no Dagger ★★ left in its Kraft deck').to.equal(false);
    expect(kraftDagger(G), 'G again').to.equal(true);
    const short = cloneState(G);
    const mek = short.heroes[0] as HeroState;
    mek.inventory = mek.inventory.filter((i) => i.card !== 'gold-nuggets');
    expect(kraftDagger(short), 'short of gold').to.equal(false);
    expect(kraftDagger(G), 'G once more').to.equal(true);
  });

  it('precision (weakest dice picked one by one) rerolls the dice the sort by result and index chose, in that order', () => {
    const colours = ['white', 'grey', 'black'] as const;
    const pick = rngFromSeed('fast-paths/precision');
    for (let t = 0; t < 2000; t++) {
      const dice = Array.from(
        { length: 1 + Math.floor(pick() * 9) },
        () => colours[Math.floor(pick() * 3)] as DieColour,
      );
      const results = dice.map(() => Math.floor(pick() * 5));
      const x = Math.floor(pick() * 5);
      const a = rngFromSeed(`precision/${t}`);
      const b = rngFromSeed(`precision/${t}`);
      const rerolledA: number[] = [];
      const rerolledB: number[] = [];
      expect(precision(a, dice, results, x, rerolledA)).to.deep.equal(
        precisionBySort(b, dice, results, x, rerolledB),
      );
      expect(rerolledA).to.deep.equal(rerolledB);
    }
  });

  it('mapItems (an empty list in the hidden class of a full one) equals map, empty or not, and a fresh list each time', () => {
    const copy = (i: ReturnType<typeof newItem>) => ({ ...i, fresh: true });
    for (const items of [[], [newItem('sword')], [newItem('bow'), newItem('wood2')]]) {
      const mapped = mapItems(items, copy);
      expect(mapped).to.deep.equal(items.map(copy));
      expect(mapped).not.to.equal(items);
    }
    const a = emptyItems();
    a.push(newItem('axe'));
    expect(emptyItems()).to.deep.equal([]);
  });

  it('cellOf reads every key the rules write as its cell, and anything else off the board as before', () => {
    for (let y = 0; y < 100; y += 7)
      for (let x = 0; x < 100; x += 3) expect(cellOf(`${x},${y}`)).to.deep.equal({ x, y });
    expect(cellOf('100,2')).to.deep.equal({ x: 100, y: 2 });
    expect(cellOf('-1,3')).to.deep.equal({ x: -1, y: 3 });
    expect(cellOf('1,')).to.deep.equal({ x: -1, y: -1 });
    expect(cellOf(undefined as unknown as string)).to.deep.equal({ x: -1, y: -1 });
  });

  it("isMassiveType (compared with the few Massive types) is the sheets' Massive flag", () => {
    for (const type of Object.keys(ENEMIES) as EnemyType[])
      expect(isMassiveType(type), type).to.equal(ENEMIES[type].massive === true);
    expect(isMassiveType('nobody' as EnemyType)).to.equal(false);
  });

  it("specialSkillOf (each Hero's cards in a table built at load) is the card specialCardOf names, Heroes asked in turn", () => {
    const heroes = Object.keys(HEROES) as HeroId[];
    for (const order of [heroes, [...heroes].reverse(), [...heroes, ...heroes]])
      for (const hero of order) {
        expect(specialSkillOf(hero), hero).to.equal(skillById(specialCardOf(hero) ?? ''));
        expect(moveCardOf(hero)?.id, hero).to.equal(`${hero}-move`);
      }
  });

  it('comboLevel (lengths read first) is the plain reading of the last two chain entries', () => {
    const plain = (chain: { dealt: boolean; combo: number }[]): number => {
      const last = chain[chain.length - 1];
      const prev = chain[chain.length - 2];
      if (last?.combo === 1 && last.dealt) return 2;
      if (last && prev && last.combo === 0 && prev.combo === 0 && last.dealt && prev.dealt) return 1;
      return 0;
    };
    const entries = [0, 1, 2].flatMap((combo) => [true, false].map((dealt) => ({ dealt, combo })));
    const chains: { dealt: boolean; combo: number }[][] = [[]];
    for (const a of entries) {
      chains.push([a]);
      for (const b of entries) {
        chains.push([a, b]);
        for (const c of entries) chains.push([a, b, c]);
      }
    }
    const G = states[0] as OrcQuestState;
    const seen = new Set<number>();
    for (const chain of chains) {
      const level = comboLevel({ ...G, pending: null, cutIn: null, chain });
      expect(level, JSON.stringify(chain)).to.equal(plain(chain));
      seen.add(level);
    }
    expect([...seen].sort()).to.deep.equal([0, 1, 2]);
  });

  it('cloneState copies every field of every sampled state, sharing only SHARED_FIELDS (replaced, never changed)', () => {
    const sharedOk = new RegExp(
      `^G\\.((${SHARED_FIELDS.join('|')})|(heroes|enemies)\\.\\d+\\.(${SHARED_CHARACTER_FIELDS.join('|')})|heroes\\.\\d+\\.(${SHARED_HERO_FIELDS.join('|')})|cutIn\\.chain)(\\.|$)`,
    );
    for (const G of states) {
      const copy = cloneState(G);
      expect(copy).to.deep.equal(structuredClone(G));
      // A card's empty Enchant list is shared too (Enchant lists are replaced whole: gear.ts `cloneItem`).
      const emptyEnchants = (p: string) => p.endsWith('.enchants') && valueAt(G, p).length === 0;
      expect(sharedObjects(G, copy).filter((p) => !sharedOk.test(p) && !emptyEnchants(p))).to.deep.equal([]);
    }
  });

  it('no move changes its input: every legal move of sampled states applied to a deep-frozen state', () => {
    let applied = 0;
    for (const G of states) applied += applyAllFrozen(structuredClone(G), rngFromSeed(`frozen/${applied}`));
    expect(applied).to.be.greaterThan(500);
  });

  it("moves share the Patrols, and the Hero's movement the Enemies, copying them before a change; play as on a copy", () => {
    // Copy-on-write (rules/world.ts `ownEnemies`, `ownPatrols`): a step, stop, door, entering or leaving shares the
    // Enemies unless an alert, a Patrol, an Exploration or a smashed door changes one; every move shares the
    // Patrols unless Patrol management or an alerted Patrol changes them.
    const MOVEMENT = ['step', 'stop', 'door', 'enter', 'exit'];
    const count = { enemiesShared: 0, enemiesCopied: 0, patrolsShared: 0, patrolsCopied: 0 };
    states.forEach((G, k) => {
      const frozen = deepFreeze(structuredClone(G));
      for (const seat of activeSeats(frozen))
        legalMoves(frozen, seat, cx).forEach((m, i) => {
          const seed = `shared/${k}/${i}`;
          const n = applyMove(frozen, seat, m.move, m.args ?? [], rngFromSeed(seed));
          const plain = applyMove(structuredClone(G), seat, m.move, m.args ?? [], rngFromSeed(seed));
          expect(n, m.move).to.deep.equal(plain);
          if (MOVEMENT.includes(m.move)) {
            if (n?.enemies === frozen.enemies) count.enemiesShared++;
            else count.enemiesCopied++;
          }
          if (frozen.patrols.length === 0) return;
          if (n?.patrols === frozen.patrols) count.patrolsShared++;
          else count.patrolsCopied++;
        });
    });
    expect(count.enemiesShared).to.be.greaterThan(100);
    expect(count.enemiesCopied).to.be.greaterThan(10);
    expect(count.patrolsShared).to.be.greaterThan(50);
    expect(count.patrolsCopied).to.be.greaterThan(5);
  });

  it('no move changes its input when every card carries an Enchant (copy-on-write cards: objective progress)', () => {
    let applied = 0;
    let enchanted = 0;
    // Tenacity included: with a Resistance Passive card it once rerolled the added result, which has no die (ruling E6).
    states.forEach((G, k) => {
      const s = structuredClone(G);
      // Each carried piece of Stuff gets an Enchant, objectives in turn, so Attacks and defences move their progress.
      for (const h of s.heroes)
        [...h.gear.hands, h.gear.body, h.gear.artifact, ...h.inventory].forEach((item, i) => {
          const card = ENCHANTS[(k + i) % ENCHANTS.length];
          if (!item || !card || !stuffOf(item)) return;
          item.enchants = [{ id: card.id, enhanced: false, progress: 0 }];
          enchanted++;
        });
      applied += applyAllFrozen(s, rngFromSeed(`enchanted/${k}`));
    });
    expect(enchanted).to.be.greaterThan(100);
    expect(applied).to.be.greaterThan(500);
  });

  it('core.fromMatch rebuilds a deep-frozen G unfrozen with the same value but a quiet log, and copies a plain G', () => {
    const ctx = {} as Parameters<typeof core.fromMatch>[1];
    for (const G of states) {
      const before = structuredClone(G);
      const copied = core.fromMatch(G, ctx);
      expect(copied).not.to.equal(G);
      expect(copied.log).to.equal(QUIET_LOG);
      expect(copied).to.deep.equal({ ...G, log: [] });
      expect(G, 'fromMatch leaves a plain G as it was').to.deep.equal(before);
      const thawed = core.fromMatch(deepFreeze(structuredClone(G)), ctx);
      expect(thawed.log).to.equal(QUIET_LOG);
      expect(thawed).to.deep.equal({ ...G, log: [] });
      const lists: unknown[] = [
        thawed,
        thawed.doors,
        thawed.explored,
        thawed.smashed,
        thawed.chickens,
        thawed.objectives,
        ...Object.values(thawed.pools),
        ...[thawed.patrolDeck, thawed.events, thawed.loot, thawed.relics].flatMap((p) => [
          p,
          p.deck,
          p.discard,
        ]),
        thawed.kraftOut,
        thawed.enchantDeck,
        thawed.done,
        thawed.chain,
        thawed.smoke,
        ...thawed.enemies.flatMap((e) => [e, e.effects]),
        ...thawed.heroes.flatMap((h) => [
          h,
          h.used,
          h.learned,
          h.owed,
          h.effects,
          h.gear,
          ...[...h.gear.hands, h.gear.body, h.gear.artifact, ...h.inventory].flatMap((i) =>
            i ? [i, i.enchants] : [],
          ),
        ]),
      ];
      expect(lists.filter((x) => Object.isFrozen(x))).to.deep.equal([]);
    }
  });

  it("boardgame.io's side runs the rules on plain views of frozen states: same legal moves, same results, G's frozen lists kept", () => {
    // rules/thaw.ts: `plainView` (enumerate, the flow hooks, the table's `thaw`) copies what a copy shares and the
    // Enemies and Patrols; a move plays on that copy and hands back G's own frozen part wherever it kept the copy's
    // (the table's `shareWithBase`, rules/thaw.ts `shareFrozen`).
    const { thaw, shareWithBase } = orcQuestRules.definition as Required<typeof orcQuestRules.definition>;
    const LISTS = [
      'doors',
      'explored',
      'smashed',
      'chickens',
      'objectives',
      'pools',
      'patrolDeck',
      'events',
      'loot',
      'relics',
      'kraftOut',
      'enchantDeck',
      'done',
      'chain',
      'smoke',
    ] as const;
    const HERO_LISTS = ['used', 'learned', 'owed', 'effects', 'inventory', 'gear'] as const;
    let moves = 0;
    let kept = 0;
    let keptEnemies = 0;
    let keptRecords = 0;
    states.forEach((G, k) => {
      const frozen = deepFreeze(structuredClone(G));
      const view = plainView(frozen);
      expect(view).to.deep.equal(G);
      expect(plainView(G)).to.equal(G);
      const own: unknown[] = [view, ...LISTS.map((f) => view[f]), view.heroes, view.enemies, view.patrols];
      own.push(...view.enemies, ...view.patrols);
      for (const h of view.heroes) own.push(h, ...HERO_LISTS.map((f) => h[f]), h.gear.hands);
      expect(own.filter((x) => Object.isFrozen(x))).to.deep.equal([]);
      for (const seat of activeSeats(frozen))
        legalMoves(frozen, seat, cx).forEach((m, i) => {
          expect(legalMoves(plainView(frozen), seat)).to.deep.equal(legalMoves(frozen, seat, cx));
          const seed = `view/${k}/${i}`;
          const plain = applyMove(frozen, seat, m.move, m.args ?? [], rngFromSeed(seed)) as OrcQuestState;
          // boardgame.io's path (core's bgioMoves): the move on `thaw`'s copy, then `shareWithBase`.
          const read = thaw(frozen);
          const n = applyMove(read, seat, m.move, m.args ?? [], rngFromSeed(seed));
          expect(n, m.move).to.not.equal(null);
          if (!n) return;
          expect(read, m.move).to.deep.equal(G);
          const next = shareWithBase(n, frozen, read);
          expect(next, m.move).to.deep.equal(plain);
          // Every list the plain move shares with its input is the input's own frozen list in the view's result too.
          for (const f of [...LISTS, 'enemies', 'patrols'] as const)
            if (plain[f] === frozen[f]) {
              expect(next[f], f).to.equal(frozen[f]);
              if (f === 'enemies') keptEnemies++;
            }
          // So is every Enemy and Patrol record it keeps in a new list.
          for (const f of ['enemies', 'patrols'] as const)
            plain[f].forEach((r, i) => {
              if ((frozen[f] as object[]).includes(r)) {
                expect(next[f][i], f).to.equal(r);
                keptRecords++;
              }
            });
          next.heroes.forEach((h, s) => {
            for (const f of HERO_LISTS)
              if (plain.heroes[s]?.[f] === frozen.heroes[s]?.[f]) {
                expect(h[f], f).to.equal(frozen.heroes[s]?.[f]);
                kept++;
              }
          });
          moves++;
        });
    });
    expect(moves).to.be.greaterThan(500);
    expect(kept).to.be.greaterThan(1000);
    expect(keptEnemies).to.be.greaterThan(100);
    expect(keptRecords).to.be.greaterThan(1000);
  });

  it("on boardgame.io's side the rules read no frozen part and no holey list: views and thawed states", () => {
    // rules/thaw.ts. A frozen list, or a `slice` of one (V8 makes it a holey list), read at a site the core also
    // reads slows that site for the core's plain lists too (bots and the bench run in the server's process); so
    // does a list of numbers copied out of its small-integer class. Frozen in place, as boardgame.io (Immer)
    // freezes each move's result: consecutive states share frozen parts.
    const frozen = sampledStates();
    for (const F of frozen) deepFreeze(F);
    const kinds = new ElementKinds();
    const faults = new Set<string>();
    let looked = 0;
    for (const F of frozen)
      for (const [name, copy] of [
        ['view', plainView(F)],
        ['thawState', thawState(F)],
      ] as const)
        looked += kinds.check(copy, name, faults);
    expect([...faults]).to.deep.equal([]);
    expect(looked).to.be.greaterThan(20_000);
  });

  it("the flow hooks' light view of a frozen G answers who acts as G does, from plain Heroes and `done`", () => {
    // rules/thaw.ts `seatsView` (src/game.ts: actor, stages): a copy of only what `activeSeats` reads.
    const frozen = sampledStates();
    for (const F of frozen) {
      const seats = activeSeats(F);
      deepFreeze(F);
      const view = seatsView(F);
      expect(activeSeats(view)).to.deep.equal(seats);
      expect(onlyActiveSeat(view)).to.equal(seats.length === 1 && (seats[0] as number) <= 3 ? seats[0] : -1);
      const read: unknown[] = [view, view.heroes, view.done, ...view.heroes];
      expect(read.filter((x) => Object.isFrozen(x))).to.deep.equal([]);
    }
    expect(frozen.length).to.be.greaterThan(100);
    const plain = sampledStates()[0] as OrcQuestState;
    expect(seatsView(plain)).to.equal(plain);
  });

  it("determinize re-deals a match's frozen G as it re-deals the plain one, into a state without frozen lists", () => {
    // src/ai.ts: FairBot searches on determinize's copy with the core; from a frozen G the copy is thawState's.
    states.forEach((G, k) => {
      const frozen = deepFreeze(structuredClone(G));
      const dealt = determinize(frozen, '0', rngFromSeed(`determinize/${k}`));
      expect(dealt).to.deep.equal(determinize(G, '0', rngFromSeed(`determinize/${k}`)));
      const lists: unknown[] = [
        dealt,
        dealt.chickens,
        dealt.objectives,
        dealt.explored,
        dealt.enemies,
        dealt.patrols,
      ];
      for (const h of dealt.heroes) lists.push(h, h.used, h.learned, h.gear, h.gear.hands, h.inventory);
      expect(lists.filter((x) => Object.isFrozen(x))).to.deep.equal([]);
    });
  });

  it('legalMoves equals every candidate of the grammar filtered through isLegal, in the grammar order', () => {
    let compared = 0;
    for (const G of states)
      for (let seat = 0; seat < G.heroes.length; seat++) {
        expect(legalMoves(G, seat, cx)).to.deep.equal(
          candidates(G, seat).filter((m) => isLegal(cx, G, seat, m.move, m.args ?? [])),
        );
        compared++;
      }
    expect(compared).to.be.greaterThan(100);
    // The sample reaches the learnt cards, Combos and learning too.
    const seen = new Set(
      states.flatMap((G) =>
        G.heroes.flatMap((_, seat) =>
          legalMoves(G, seat, cx).map((m) => (m.args?.[1] === 'combo' ? 'combo' : m.move)),
        ),
      ),
    );
    for (const kind of ['learn', 'give', 'catchUp', 'beginQuest'])
      expect(seen.has(kind), kind).to.equal(true);
  });
});

/** Precision X as first written (the plain rule `precision` is tied to): the dice below red sorted by result, then index. */
function precisionBySort(
  rng: Rng,
  dice: readonly DieColour[],
  results: readonly number[],
  x: number,
  rerolled: number[],
): number[] {
  const out = results.slice();
  const order = out
    .map((r, i) => ({ r, i }))
    .filter((o) => o.r < 3)
    .sort((p, q) => p.r - q.r || p.i - q.i)
    .slice(0, x);
  for (const { i } of order) {
    out[i] = roll(rng, ATTACK_DICE[dice[i] as DieColour]);
    rerolled.push(i);
  }
  return out;
}

/** The value at a `sharedObjects` path ("G.heroes.0.inventory.1.enchants") of G. */
function valueAt(G: OrcQuestState, path: string): unknown[] {
  let v: unknown = G;
  for (const k of path.split('.').slice(1)) v = (v as Record<string, unknown>)[k];
  return v as unknown[];
}

/**
 * Deep-freeze `G` and apply every legal move of every active seat to it: each must be legal and leave `G` as it
 * was (strict mode: writing to a frozen object throws, so any in-place change of the input fails). The count.
 */
function applyAllFrozen(G: OrcQuestState, rng: Rng): number {
  const input = structuredClone(G);
  const frozen = deepFreeze(G);
  let applied = 0;
  for (const seat of activeSeats(frozen))
    for (const m of legalMoves(frozen, seat)) {
      expect(applyMove(frozen, seat, m.move, m.args ?? [], rng), `${m.move}`).to.not.equal(null);
      applied++;
    }
  expect(frozen).to.deep.equal(input);
  return applied;
}

/** Freeze an object and everything reachable from it. */
function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** Every move the grammar can name in this state, in the order `legalMoves` lists them (the plain definition). */
function candidates(G: OrcQuestState, seat: number): AiMove[] {
  const out: AiMove[] = [];
  const add = (move: string, args: unknown[]) => out.push({ move, args });
  if (G.phase === 'reaction') {
    for (let d = -1; d < 8; d++) add('react', [d]);
    // Smoke Bomb squares come nearest first (the Move's search order), each still checked by isLegal.
    for (const sq of vanishSquares(G, seat)) add('vanish', [sq]);
    add('pass', []);
    return out;
  }
  if (G.phase === 'patrolChoice') {
    for (const e of G.enemies) add('singleOut', [e.id]);
    return out;
  }
  const h = G.heroes[seat];
  // Card moves (rules/characters/gear.ts references: slots 0-3, then the Inventory).
  const cards = (endOfTurn: boolean) => {
    if (!h) return;
    for (let ref = 0; ref < INVENTORY + h.inventory.length; ref++) {
      if (ref >= INVENTORY) add('equip', [ref]);
      add('kraft', [ref]);
      add('rekup', [ref]);
      add('discard', [ref]);
      if (endOfTurn) {
        if (ref < INVENTORY) add('unequip', [ref]);
        for (let to = 0; to < G.heroes.length; to++) add('throwLoot', [ref, to]);
      } else if (ref >= INVENTORY) add('potion', [ref]);
    }
    if (endOfTurn)
      for (const { id } of ENCHANTS)
        for (let ref = 0; ref < INVENTORY + h.inventory.length; ref++) add('enchant', [id, ref]);
  };
  if (G.phase === 'camp') {
    for (const cost of [10, 20, 30]) for (const picks of learnChoices(G, cost)) add('learn', [cost, picks]);
    if (h) for (const c of SHOP) if (c.hero === h.hero) add('catchUp', [c.id]);
    cards(true);
    if (h)
      for (let ref = 0; ref < INVENTORY + h.inventory.length; ref++)
        for (let to = 0; to < G.heroes.length; to++) add('give', [ref, to]);
    add('beginQuest', []);
    return out;
  }
  if (G.phase === 'endOfTurn') {
    for (let i = 0; i < G.heroes.length; i++) add('resurrect', [i]);
    for (const cost of [10, 20, 30]) for (const picks of learnChoices(G, cost)) add('learn', [cost, picks]);
    cards(true);
    add('nextTurn', []);
    return out;
  }
  if (!h) return out;
  for (const sq of questBoard(G.quest).quest.heroEntrance) add('enter', [sq]);
  for (const e of EFFECTS) add('move', [e]);
  attackOptions(newContext(), h).forEach((_, opt) => {
    for (const e of EFFECTS) for (const enemy of G.enemies) add('attack', [e, opt, enemy.id]);
  });
  for (const e of EFFECTS) add('special', [e]);
  for (const id of h.learned) for (const e of ['main', 'enhanced'] as const) add('boost', [id, e]);
  attackOptions(newContext(), h).forEach((_, opt) => {
    for (const enemy of G.enemies) add('strike', [opt, enemy.id]);
  });
  for (let d = 0; d < 8; d++) add('step', [d]);
  for (let d = 0; d < 4; d++) add('door', [d]);
  for (let d = 0; d < 4; d++) add('stop', [d]);
  for (const id of h.learned)
    attackOptions(newContext(), h).forEach((_, opt) => {
      for (const e of EFFECTS) for (const enemy of G.enemies) add('skill', [id, e, opt, enemy.id]);
    });
  for (const id of h.learned)
    for (const e of EFFECTS) for (let t = 0; t < G.heroes.length; t++) add('heal', [id, e, t]);
  for (const id of h.learned)
    for (const e of EFFECTS)
      for (const enemy of G.enemies)
        for (let d = 0; d < 8; d++)
          for (let n = 1; n <= 3; n++) for (let f = 0; f < 4; f++) add('hurl', [id, e, enemy.id, d, n, f]);
  cards(false);
  add('exit', []);
  add('buyAp', []);
  add('end', []);
  if (G.boss) for (let part = -1; part < G.boss.cards.length; part++) add('aim', [part]);
  add('resume', []);
  for (let other = 0; other < G.heroes.length; other++) add('callIn', [other]);
  return out;
}

const EFFECTS = ['main', 'enhanced', 'combo'] as const;

/**
 * V8's elements kinds, through natives syntax (switched on for the two functions only): `check` walks a copy and
 * names every frozen part (presence tokens aside: values the core's states share frozen too), every holey list and
 * every list of numbers that is not a list of small integers.
 */
class ElementKinds {
  private readonly holey: (a: unknown[]) => boolean;
  private readonly smi: (a: unknown[]) => boolean;

  constructor() {
    v8.setFlagsFromString('--allow-natives-syntax');
    this.holey = new Function('a', 'return %HasHoleyElements(a)') as (a: unknown[]) => boolean;
    this.smi = new Function('a', 'return %HasSmiElements(a)') as (a: unknown[]) => boolean;
    v8.setFlagsFromString('--no-allow-natives-syntax');
  }

  check(v: unknown, path: string, faults: Set<string>): number {
    // Left out: the log (the rules only write it), the campaign carry-over (read once, at camp), a result (play is over).
    if (v === null || typeof v !== 'object' || /\.(log|carryIn|result)$|\.pools\.\w+\[\]/.test(path))
      return 0;
    if (Object.isFrozen(v)) faults.add(`${path}: frozen`);
    let n = 1;
    if (Array.isArray(v)) {
      if (this.holey(v)) faults.add(`${path}: holey`);
      if (v.length > 0 && v.every((x) => typeof x === 'number') && !this.smi(v))
        faults.add(`${path}: numbers, not small integers`);
      for (const x of v) n += this.check(x, `${path}[]`, faults);
    } else
      for (const [k, x] of Object.entries(v))
        n += this.check(x, `${path}.${/^[a-z]\w*$/i.test(k) ? k : '*'}`, faults);
    return n;
  }
}

/**
 * One seeded game on the rules core, one step at a time: each step lists the acting seat's legal moves, asks the
 * playout policy and the evaluation, then plays a move picked by `policy` with chance from `chance`. `cx`: the search
 * context passed to every call, or none (each call then works on a fresh one: the plain reference).
 */
function coreGame(
  start: OrcQuestState,
  seed: string,
  cx: TableContext<OrcQuestState, SearchContext> | undefined,
) {
  const policy = rngFromSeed(`${seed}/policy`);
  const chance = rngFromSeed(`${seed}/chance`);
  const playout = rngFromSeed(`${seed}/playout`);
  let s = start;
  return {
    get state() {
      return s;
    },
    /** One step and what it saw; null once the game is over. */
    step() {
      if (core.gameover(s) !== undefined) return null;
      const seat = pick(policy, core.activePlayers(s));
      const legal = core.legalMoves(s, seat, cx);
      const suggested = core.playoutMove?.(s, seat, legal, playout, cx);
      const value = core.evaluate?.(s, cx);
      const move = rng01(policy) < 0.5 && suggested ? suggested : pick(policy, legal);
      s = core.apply(s, seat, move, chance, cx);
      return { seat, legal, suggested, value, move };
    },
  };
}
const rng01 = (rng: Rng): number => rng();

/** Seeded starting states: every player count on Quest 1, and Quests 2 and 3 (Bosses, learnt cards) and the camp. */
function contextStarts(): { name: string; state: OrcQuestState }[] {
  const out: { name: string; state: OrcQuestState }[] = [];
  for (let n = 1; n <= 4; n++)
    for (let k = 0; k < 2; k++)
      out.push({
        name: `quest 1, ${n} Heroes, game ${k}`,
        state: setupState(n, rngFromSeed(`cx/${n}/${k}`)),
      });
  for (const [name, save] of [
    ['quest 2', QUEST2_SAVE],
    ['quest 3', QUEST3_SAVE],
    ['camp', CAMP_SAVE],
  ] as const)
    for (let n = 1; n <= 4; n += 3)
      out.push({
        name: `${name}, ${n} Heroes`,
        state: setupState(n, rngFromSeed(`cx/${name}/${n}`), { campaign: save }),
      });
  return out;
}

describe('orcquest search context: one context reused is the plain reference (a fresh one per call)', () => {
  const STEPS = 400;

  it('seeded core playouts with one context for the whole game and with none see the same legal moves, policy, values and states', () => {
    let steps = 0;
    for (const { name, state } of contextStarts()) {
      const reused = coreGame(state, name, core.context?.());
      const plain = coreGame(state, name, undefined);
      for (let i = 0; i < STEPS; i++) {
        const a = reused.step();
        const b = plain.step();
        expect(a, `${name}, step ${i}`).to.deep.equal(b);
        expect(reused.state, `${name}, step ${i}`).to.deep.equal(plain.state);
        if (a === null) break;
        steps++;
      }
    }
    expect(steps).to.be.greaterThan(1500);
  });

  it('a quiet-log core state (fromMatch: no log text built) plays as the logged state: same lists, policy, values and states but the log', () => {
    // The logged game is the plain reference (every line built); the quiet one is what the bots search.
    let steps = 0;
    let lines = 0;
    for (const { name, state } of contextStarts()) {
      const quiet = coreGame(core.fromMatch(state, {} as never), name, core.context?.());
      const logged = coreGame(state, name, core.context?.());
      for (let i = 0; i < STEPS; i++) {
        const a = quiet.step();
        const b = logged.step();
        expect(a, `${name}, step ${i}`).to.deep.equal(b);
        expect(quiet.state.log, `${name}, step ${i}`).to.equal(QUIET_LOG);
        expect({ ...quiet.state, log: [] }, `${name}, step ${i}`).to.deep.equal({ ...logged.state, log: [] });
        if (a === null) break;
        lines += logged.state.log.length;
        steps++;
      }
    }
    expect(steps).to.be.greaterThan(1500);
    expect(lines, 'the logged games wrote lines').to.be.greaterThan(1000);
  });

  it('two games advanced in turn, each with its own context, reach the states each reaches alone', () => {
    const starts = contextStarts();
    let steps = 0;
    for (let g = 0; g + 1 < starts.length; g += 2) {
      const pair = [starts[g], starts[g + 1]] as { name: string; state: OrcQuestState }[];
      const alone = pair.map(({ name, state }) => {
        const game = coreGame(state, name, core.context?.());
        const states: OrcQuestState[] = [];
        for (let i = 0; i < STEPS && game.step(); i++) states.push(game.state);
        return states;
      });
      const together = pair.map(({ name, state }) => coreGame(state, name, core.context?.()));
      for (let i = 0; i < STEPS; i++)
        together.forEach((game, k) => {
          if (i >= (alone[k] as OrcQuestState[]).length) return;
          game.step();
          expect(game.state, `${pair[k]?.name}, step ${i}`).to.deep.equal(alone[k]?.[i]);
          steps++;
        });
    }
    expect(steps).to.be.greaterThan(1200);
  });

  it('one context carried from a Quest to another and back (its board tables change) answers as a fresh one', () => {
    const table = core.context?.();
    const cx = table?.game as SearchContext;
    const games = [
      setupState(2, rngFromSeed('cx/boards/1')),
      setupState(2, rngFromSeed('cx/boards/2'), { campaign: QUEST2_SAVE }),
      setupState(2, rngFromSeed('cx/boards/3'), { campaign: QUEST3_SAVE }),
    ].map((s, k) => ({
      mixed: coreGame(s, `boards/${k}`, table),
      plain: coreGame(s, `boards/${k}`, undefined),
    }));
    for (let i = 0; i < 120; i++)
      for (const { mixed, plain } of games) {
        expect(mixed.step(), `step ${i}`).to.deep.equal(plain.step());
        expect(mixed.state).to.deep.equal(plain.state);
      }
    // Sight lines on each board in turn, through the one context (its sight classes), as on fresh ones.
    let lines = 0;
    for (let round = 0; round < 2; round++)
      for (const { mixed } of games) {
        const G = mixed.state;
        const b = questBoard(G.quest);
        for (let from = 0; from < b.width * b.height; from += 7)
          for (let to = 0; to < b.width * b.height; to += 3) {
            const a = { x: from % b.width, y: Math.floor(from / b.width) };
            const c = { x: to % b.width, y: Math.floor(to / b.width) };
            const seen = lineClear(cx, b, G, a, c, 'sight');
            expect(seen, `${G.quest} ${from} → ${to}`).to.equal(lineClear(newContext(), b, G, a, c, 'sight'));
            lines++;
          }
      }
    expect(lines).to.be.greaterThan(10_000);
  });
});
