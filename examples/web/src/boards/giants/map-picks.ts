import { type GiantsView, REGIONS } from '@skald/assault-of-the-giants';
import type { AiMove } from '@skald/core';

/**
 * Playing on the map: what a click on a giant, a giantslayer, Lyn Armaal or a region does now, read off
 * the seat's legal moves only (so the map offers exactly what the buttons offer). A unit is picked first
 * (a march, a giantslayer's move, Lyn Armaal's flight, an attack's region), then a region; a click that
 * matches several moves (ways round, what to recruit) opens a chooser of just those. A march's tolls are
 * paid after it, one region at a time, from a small chooser of their own (`tollChoice`).
 */
export type Selection =
  | { kind: 'unit'; id: string }
  | { kind: 'slayer'; id: string }
  | { kind: 'castle' }
  | { kind: 'from'; region: string }
  | null;

type Unit = GiantsView['units'][number];

/** Interchangeable giants: the rules list one move for each such group, under its first unit's id. */
const groupKey = (u: Unit) => `${u.race}|${u.region}|${u.kind}|${u.wounded}|${u.special}`;

/** The unit whose listed moves stand for `id`'s group (itself when it has its own). */
export function representative(G: GiantsView, legal: AiMove[], id: string, move: string): string | null {
  const unit = G.units.find((u) => u.id === id);
  if (!unit) return null;
  const listed = new Set(legal.filter((m) => m.move === move).map((m) => m.args?.[0]));
  if (listed.has(id)) return id;
  const key = groupKey(unit);
  return G.units.find((u) => listed.has(u.id) && groupKey(u) === key)?.id ?? null;
}

const arg = (m: AiMove, i: number) => m.args?.[i];
const ofMove = (legal: AiMove[], name: string) => legal.filter((m) => m.move === name);

/** What the map offers now: giants, giantslayers and regions that do something when clicked. */
export interface MapOffer {
  units: Set<string>;
  slayers: Set<string>;
  castle: boolean;
  /** Regions a click acts on (or opens a chooser for). */
  targets: Set<string>;
  selected: Selection;
}

/** The moves a click on `region` stands for, given the selection. */
export function regionMoves(legal: AiMove[], G: GiantsView, sel: Selection, region: string): AiMove[] {
  if (sel?.kind === 'unit') {
    const rep = representative(G, legal, sel.id, 'march');
    return ofMove(legal, 'march').filter((m) => arg(m, 0) === rep && arg(m, 1) === region);
  }
  if (sel?.kind === 'slayer')
    return ofMove(legal, 'slayerMove').filter((m) => arg(m, 0) === sel.id && arg(m, 1) === region);
  if (sel?.kind === 'castle') return ofMove(legal, 'fly').filter((m) => arg(m, 0) === region);
  if (sel?.kind === 'from')
    return ofMove(legal, 'attack').filter((m) => arg(m, 0) === sel.region && arg(m, 1) === region);
  // Nothing picked: a region itself is what recruiting, giantslayer recruiting and assaults name.
  return legal.filter(
    (m) =>
      ((m.move === 'recruit' || m.move === 'slayerRecruit') && arg(m, 1) === region) ||
      (m.move === 'slayerAssault' && arg(m, 0) === region),
  );
}

/** Attack source regions: picked first, unless there is only one (then it is picked already). */
const attackSources = (legal: AiMove[]) => [
  ...new Set(ofMove(legal, 'attack').map((m) => String(arg(m, 0)))),
];

/** The selection in effect: the player's, or the only attack source when there is just one. */
export function effectiveSelection(legal: AiMove[], sel: Selection): Selection {
  if (sel) return sel;
  const sources = attackSources(legal);
  return sources.length === 1 ? { kind: 'from', region: sources[0]! } : null;
}

export function mapOffer(G: GiantsView, legal: AiMove[], picked: Selection): MapOffer {
  const selected = effectiveSelection(legal, picked);
  const units = new Set<string>();
  const slayers = new Set<string>();
  const targets = new Set<string>();
  // Giants: a march's unit (any of its group), a casualty to choose.
  for (const name of ['march', 'soak']) {
    const listed = ofMove(legal, name).map((m) => String(arg(m, 0)));
    if (listed.length === 0) continue;
    const keys = new Set(G.units.filter((u) => listed.includes(u.id)).map(groupKey));
    for (const u of G.units) if (keys.has(groupKey(u))) units.add(u.id);
  }
  for (const g of G.giantslayers) if (slayerSoak(G, legal, g.id)) slayers.add(g.id);
  for (const m of ofMove(legal, 'slayerMove')) slayers.add(String(arg(m, 0)));
  const castle = ofMove(legal, 'fly').length > 0;
  if (selected === null) {
    for (const m of legal) {
      if (m.move === 'recruit' || m.move === 'slayerRecruit') targets.add(String(arg(m, 1)));
      if (m.move === 'slayerAssault' || m.move === 'attack') targets.add(String(arg(m, 0)));
    }
  } else if (selected.kind === 'from') {
    for (const m of ofMove(legal, 'attack'))
      targets.add(String(arg(m, arg(m, 0) === selected.region ? 1 : 0)));
  } else {
    const any = (r: string) => regionMoves(legal, G, selected, r).length > 0;
    for (const r of REGIONS) if (any(r.id)) targets.add(r.id);
  }
  return { units, slayers, castle, targets, selected };
}

/**
 * What a click does: a move to send now, a chooser of several, a new selection, or nothing. `soak` acts
 * at once (on the listed unit of the clicked giant's group).
 */
export type ClickResult = { act: AiMove } | { choose: AiMove[] } | { select: Selection } | null;

export function clickUnit(G: GiantsView, legal: AiMove[], sel: Selection, id: string): ClickResult {
  const soakRep = representative(G, legal, id, 'soak');
  if (soakRep) return { act: ofMove(legal, 'soak').find((m) => arg(m, 0) === soakRep)! };
  if (representative(G, legal, id, 'march')) {
    if (sel?.kind === 'unit' && sel.id === id) return { select: null };
    return { select: { kind: 'unit', id } };
  }
  return null;
}

/** The listed `soak` that stands for giantslayer `id` (giantslayers of one battle differ only by their wound). */
function slayerSoak(G: GiantsView, legal: AiMove[], id: string): AiMove | undefined {
  const g = G.giantslayers.find((x) => x.id === id);
  if (!g || g.region === null || G.flow.combat?.region !== g.region) return undefined;
  const fighting = G.flow.combat.attackers;
  if (!fighting.includes(id)) return undefined;
  return ofMove(legal, 'soak').find((m) => {
    const other = G.giantslayers.find((x) => x.id === arg(m, 0));
    return other !== undefined && other.wounded === g.wounded;
  });
}

export function clickSlayer(G: GiantsView, legal: AiMove[], sel: Selection, id: string): ClickResult {
  const soak = slayerSoak(G, legal, id);
  if (soak) return { act: soak };
  if (ofMove(legal, 'slayerMove').some((m) => arg(m, 0) === id))
    return { select: sel?.kind === 'slayer' && sel.id === id ? null : { kind: 'slayer', id } };
  return null;
}

export function clickRegion(G: GiantsView, legal: AiMove[], picked: Selection, region: string): ClickResult {
  const sel = effectiveSelection(legal, picked);
  // Attack: with several sources, the first click picks one (a region of one's own giants).
  if (sel === null && attackSources(legal).includes(region)) return { select: { kind: 'from', region } };
  const moves = regionMoves(legal, G, sel, region);
  if (moves.length === 1) return { act: moves[0]! };
  if (moves.length > 1) return { choose: moves };
  return picked ? { select: null } : null;
}

/** A march's next toll: the region it is for and the payments listed (a card type each, the wound), or null. */
export interface TollChoice {
  region: string;
  moves: AiMove[];
}

/** The toll chooser to show now: the pending march's next region and its `payToll` moves, when it is this seat's. */
export function tollChoice(G: GiantsView, legal: AiMove[]): TollChoice | null {
  const moves = ofMove(legal, 'payToll');
  const region = G.flow.toll?.due[0];
  return moves.length > 0 && region !== undefined ? { region, moves } : null;
}
