import type { Ctx } from 'boardgame.io';
import { EFFECTS, type EffectKind } from './data/effects.js';
import { ENCHANTS } from './data/enchants.js';
import { ENEMIES } from './data/enemies.js';
import { EVENT_DECK } from './data/events.js';
import { HEROES } from './data/heroes.js';
import { KRAFT_DECK, LOOT_DECK, RELIC_DECK, RELICS } from './data/loot.js';
import { PATROL_DECK } from './data/patrols.js';
import { questBoard } from './rules/board/board.js';
import { terrainNow } from './rules/board/geometry.js';
import { parseCellKey } from './rules/board/grid.js';
import { aimableParts, bossEnemy } from './rules/characters/boss-sheet.js';
import { handsFit, itemWeight, mayWear } from './rules/characters/gear.js';
import { squaresOf } from './rules/enemies/patrols.js';
import { footprint, isBell } from './rules/world.js';
import type { Item, OrcQuestState } from './state.js';

/** Rule invariants, checked after every step of every conformance playout: the list of violations. */
export function invariants(G: OrcQuestState, _ctx?: Ctx): string[] {
  const bad: string[] = [];
  const b = questBoard(G.quest);
  const squares = new Set<string>();
  const place = (who: string, pos: string, mayShare = false) => {
    const c = parseCellKey(pos);
    if (!(c.x >= 0 && c.y >= 0 && c.x < b.width && c.y < b.height))
      bad.push(`${who} off the board at ${pos}`);
    if (squares.has(pos) && !mayShare) bad.push(`${who} shares ${pos}`);
    squares.add(pos);
  };
  // Heroes share a square only while the Active Hero passes through, or with a dead-Hero token.
  const passing = G.passing && G.active !== null ? G.heroes[G.active]?.pos : null;
  const mayShare = (h: OrcQuestState['heroes'][number]) =>
    h.pos === passing || h.dead || G.heroes.some((o) => o !== h && o.dead && o.pos === h.pos);
  for (const h of G.heroes) {
    const hp = HEROES[h.hero].hp;
    if (h.damage < 0 || h.damage > hp) bad.push(`${h.hero} damage ${h.damage}`);
    if (h.dead !== h.damage >= hp) bad.push(`${h.hero} dead=${h.dead} with ${h.damage}/${hp}`);
    if (h.pos) place(h.hero, h.pos, mayShare(h));
    if (h.exited && h.pos) bad.push(`${h.hero} exited but on the board`);
  }
  const perType: Record<string, number> = {};
  for (const e of G.enemies) {
    const sheet = ENEMIES[e.type];
    if (e.damage < 0 || e.damage >= sheet.hp) bad.push(`enemy #${e.id} damage ${e.damage}/${sheet.hp}`);
    // A Massive miniature covers 2×2 squares (line 784): each must be on the board, free and no obstacle.
    for (const k of footprint(e)) {
      place(`enemy #${e.id}`, k);
      const t = terrainNow(b, G, parseCellKey(k));
      if (t === 'l' || t === 'h' || t === 'T') bad.push(`enemy #${e.id} on an obstacle ${k}`);
    }
    perType[e.type] = (perType[e.type] ?? 0) + 1;
  }
  for (const [t, n] of Object.entries(perType))
    if (n > ENEMIES[t as keyof typeof ENEMIES].miniatures) bad.push(`${n} ${t} miniatures on the board`);
  if (G.badass < 0 || G.badass > G.badassLimit) bad.push(`badass ${G.badass} outside 0..${G.badassLimit}`);
  if (G.badassLimit < 10 || G.badassLimit > 30) bad.push(`badass limit ${G.badassLimit}`);
  if (G.alert < 1 || (G.alert > 15 && !G.result)) bad.push(`alert ${G.alert}`);
  if (G.ap < 0 || G.mp < 0) bad.push(`ap ${G.ap} mp ${G.mp}`);
  // Votes of a shared step (ruling T5): only during one, distinct seats, never all (the last vote ends it).
  const shared = G.phase === 'endOfTurn' || G.phase === 'camp';
  if (G.done.length > 0 && !shared && !G.result) bad.push(`done votes ${G.done} outside a shared step`);
  if (new Set(G.done).size !== G.done.length || G.done.some((s) => !G.heroes[s]))
    bad.push(`done votes ${G.done}`);
  if (shared && G.done.length >= G.heroes.length) bad.push('every seat done but the step goes on');
  if (G.events.deck.length + G.events.discard.length !== EVENT_DECK.length) bad.push('Event cards lost');
  if (G.patrolDeck.deck.length + G.patrolDeck.discard.length !== PATROL_DECK.length)
    bad.push('Patrol cards lost');
  for (const p of G.patrols) {
    const squares = squaresOf(G, p.path);
    p.members.forEach((id, k) => {
      const e = G.enemies.find((x) => x.id === id);
      if (!e) bad.push(`patrol member #${id} missing`);
      else if (!p.offPath && e.pos !== squares[p.progress - k])
        bad.push(`patrol member #${id} off formation at ${e.pos}`);
      else if (e.alerted) bad.push(`alerted patrol member #${id}`);
    });
  }
  for (const e of G.enemies) if (isBell(G, e.pos) && !e.bellRinger) bad.push(`enemy #${e.id} on a Bell`);
  for (const h of G.heroes) if (h.pos && isBell(G, h.pos)) bad.push(`${h.hero} on a Bell`);
  if (G.bellRung && G.patrols.length > 0) bad.push('Patrols in play after the Bell');
  if ((G.phase === 'reaction') !== (G.reaction !== null)) bad.push(`phase ${G.phase} with reaction window`);
  if ((G.phase === 'patrolChoice') !== (G.patrolChoice !== null))
    bad.push(`phase ${G.phase} with patrol choice`);
  if (G.patrolChoice && !G.enemyPhase) bad.push('patrol choice outside the Enemy Phase');
  if (G.cutIn && !G.result && (G.phase !== 'hero' || G.active === null || G.active === G.cutIn.seat))
    bad.push('an extra Action by another Hero outside an Activation');
  if (G.reaction && !G.enemyPhase) bad.push('reaction window outside the Enemy Phase');
  if ((G.phase === 'over') !== (G.result !== null))
    bad.push(`phase ${G.phase} with result ${JSON.stringify(G.result)}`);
  // A Boss in play: its miniature on the board and a part the Heroes may aim at (line 763).
  if (G.boss && !G.boss.defeated) {
    if (!bossEnemy(G)) bad.push('the Boss is in play but its miniature is gone');
    for (const h of G.heroes)
      if (h.petrified < 0 || h.petrified > 2) bad.push(`${h.hero} petrified ${h.petrified}`);
    if (!aimableParts(G.boss).includes(G.boss.aim))
      bad.push(`the Boss aim ${G.boss.aim} is not a part to aim at`);
  }
  // Metamorphosis (rules/characters/metamorphosis.ts): 0, or the 1-2 Hero Phases still to end.
  for (const h of G.heroes) if (h.chicken < 0 || h.chicken > 2) bad.push(`${h.hero} chicken ${h.chicken}`);
  bad.push(...cardInvariants(G));
  bad.push(...effectInvariants(G));
  return bad;
}

/** Effect tokens (lines 788-820): a side the token has, Hero-only effects on Heroes only. */
function effectInvariants(G: OrcQuestState): string[] {
  const bad: string[] = [];
  for (const c of [...G.heroes, ...G.enemies])
    for (const [k, t] of Object.entries(c.effects)) {
      const info = EFFECTS[k as EffectKind];
      const who = 'hero' in c ? c.hero : `enemy #${c.id}`;
      if (!info || !t || t.n < 1 || t.n > info.levels) bad.push(`${who}: effect ${k} ${JSON.stringify(t)}`);
      else if (info.heroOnly && !('hero' in c)) bad.push(`${who}: ${info.name} on an Enemy`);
      else if (k === 'poison' && 'hero' in c)
        bad.push(`${who}: Poison as a token (a Hero's is \`poisoned\`)`);
    }
  return bad;
}

/** Cards: Equipment Limits and capacities, at most two Enchants, no card created or lost. */
function cardInvariants(G: OrcQuestState): string[] {
  const bad: string[] = [];
  const carried: Item[] = [];
  for (const h of G.heroes) {
    const sheet = HEROES[h.hero];
    if (!handsFit(h, h.gear.hands)) bad.push(`${h.hero} hands over the limit`);
    if (h.gear.body && itemWeight(h.gear.body) > sheet.capacity.body)
      bad.push(`${h.hero} body over capacity`);
    for (const i of [...h.gear.hands, h.gear.body, h.gear.artifact])
      if (i && !mayWear(h, i)) bad.push(`${h.hero} wears ${i.card}`);
    carried.push(
      ...h.gear.hands,
      ...(h.gear.body ? [h.gear.body] : []),
      ...(h.gear.artifact ? [h.gear.artifact] : []),
    );
    carried.push(...h.inventory);
  }
  const enchants = [...G.enchantDeck, ...carried.flatMap((i) => i.enchants.map((e) => e.id))];
  if (carried.some((i) => i.enchants.length > 2)) bad.push('more than two Enchants on a card');
  if (enchants.length !== ENCHANTS.length || new Set(enchants).size !== ENCHANTS.length)
    bad.push('Enchant cards lost');
  const inLoot = (id: string) => LOOT_DECK.includes(id);
  const loot = G.loot.deck.length + G.loot.discard.length + carried.filter((i) => inLoot(i.card)).length;
  if (loot !== LOOT_DECK.length) bad.push(`${loot} Loot cards`);
  const relics =
    G.relics.deck.length + G.relics.discard.length + carried.filter((i) => RELICS[i.card]).length;
  if (relics !== RELIC_DECK.length) bad.push(`${relics} Relic cards`);
  for (const item of carried)
    if (KRAFT_DECK[item.card] !== undefined && !G.kraftOut.includes(item.card))
      bad.push(`${item.card} held but not out of its Kraft deck`);
  for (const [id, n] of Object.entries(KRAFT_DECK))
    if (G.kraftOut.filter((c) => c === id).length > n) bad.push(`more ${id} than the Kraft deck holds`);
  return bad;
}
