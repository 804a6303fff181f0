import type { AiMove, GameModule } from '@skald/core';
import {
  CONSUMABLES,
  EQUIPMENT_BY_ID,
  FURNITURE,
  type FurnitureId,
  HALDOR_BY_ID,
  HONEY_BY_ID,
  HOUSE,
  ODIN_BY_ID,
  RESOURCE_TABLE,
  type Resource,
  RULES_SUMMARY,
  UPGRADES_BY_ID,
  type ValheimView,
} from '@skald/valheim';
import { withNames } from '../../session/move-log.js';

/** Where each kind of move sits on the action panel, in the order the panel shows them. */
export const GROUPS: readonly { title: string; moves: readonly string[] }[] = [
  { title: 'Choose your skills', moves: ['chooseSkill'] },
  { title: 'Combat', moves: ['assist', 'decline', 'fight', 'bomb', 'reroll', 'keep'] },
  { title: 'The arena', moves: ['place', 'arenaMove', 'arenaFight', 'arenaVines', 'arenaBomb', 'arenaMead'] },
  { title: 'Creatures on the move', moves: ['steer'] },
  { title: 'Move', moves: ['move', 'step'] },
  { title: 'Out on the map', moves: ['collect', 'stag', 'loot', 'pickUp', 'ambush', 'summon'] },
  {
    title: 'In the house',
    moves: ['craft', 'build', 'cook', 'eat', 'brew', 'fabricate', 'ignite', 'bees', 'honey', 'dismantle'],
  },
  { title: 'Items and exchange', moves: ['mead', 'give', 'take'] },
  { title: 'Haldor', moves: ['trade', 'buy', 'endTrade'] },
  { title: 'Ships', moves: ['ship', 'sail', 'join', 'stay'] },
  { title: 'Power of Odin', moves: ['odin', 'odinKept', 'odinPass'] },
  { title: 'Forsaken power', moves: ['power'] },
  { title: 'Turn', moves: ['pass'] },
];

const SHIP_TEXT = RULES_SUMMARY.find((r) => r.title === 'Ships and sailing')?.text ?? '';

/** The panel section a move belongs to ("Other" for a move this board does not know yet). */
export function moveGroup(move: string): string {
  return GROUPS.find((g) => g.moves.includes(move))?.title ?? 'Other';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A space id in words: `H` is the house, `N1` the north tile's space 1, `I2` the arena's inner ring. */
export function spaceName(space: string): string {
  if (space === HOUSE) return 'the house';
  const slot: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west', X: 'island' };
  const head = space.slice(0, -1);
  if (slot[head]) return `${space} (${slot[head]} tile)`;
  if (head === 'I') return `${space} (inner ring)`;
  if (head === 'O') return `${space} (outer ring)`;
  return space;
}

/**
 * A move as a button label, from the package's own `describeMove` ("Player 0 moves to N1"), spoken to the
 * seat that acts: "Move to N1 (north tile)". Falls back to the raw call if the describer cannot read the view.
 */
export function moveLabel(
  module: GameModule,
  G: ValheimView,
  move: AiMove,
  seat: string,
  seatName: (seat: string) => string,
): string {
  let text: string;
  try {
    text = module.describeMove ? module.describeMove(G, move, seat) : '';
  } catch {
    text = '';
  }
  if (!text) return `${move.move}(${(move.args ?? []).map((a) => JSON.stringify(a)).join(', ')})`;
  const spoken = text.replace(new RegExp(`^P${seat} `), '');
  const named = withNames(spoken, seatName).replace(
    /\b(moves to|steps on to|takes position at|sails to|leads the [A-Za-z ]+? to) (H|[A-Z]\d)\b/,
    (_: string, verb: string, space: string) => `${verb} ${spaceName(space)}`,
  );
  // A mead or a card for the acting Viking themself.
  return capitalise(imperative(named)).replace(
    new RegExp(`\\b(to|for) ${escapeRegExp(seatName(seat))}$`),
    '$1 yourself',
  );
}

/** "moves to" → "move to": the first verb of a third-person sentence, for a button the player presses. */
function imperative(text: string): string {
  const [first = '', ...rest] = text.split(' ');
  const verb = first.endsWith('ies')
    ? `${first.slice(0, -3)}y`
    : /(sses|shes|ches|xes)$/.test(first)
      ? first.slice(0, -2)
      : first.endsWith('s')
        ? first.slice(0, -1)
        : first;
  return [verb, ...rest].join(' ');
}

/** The card or token a move is about, explained by the package's own text (for an ⓘ beside the button). */
export function moveTip(move: AiMove): { name: string; text: string } | null {
  const id = String(move.args?.[0] ?? '');
  switch (move.move) {
    case 'chooseSkill': {
      const skill = UPGRADES_BY_ID[id] ?? ODIN_BY_ID[id];
      return skill ? { name: skill.name, text: skill.text } : null;
    }
    case 'craft':
    case 'ignite':
    case 'dismantle':
    case 'give':
    case 'take': {
      const card = EQUIPMENT_BY_ID[id];
      const token = CONSUMABLES[id as keyof typeof CONSUMABLES];
      if (card) return { name: card.name, text: card.text };
      return token ? { name: token.name, text: token.text } : null;
    }
    case 'build': {
      const f = FURNITURE[id as FurnitureId];
      return f ? { name: f.name, text: f.text } : null;
    }
    case 'brew':
    case 'fabricate':
    case 'mead':
    case 'bomb': {
      const token = CONSUMABLES[id as keyof typeof CONSUMABLES];
      return token ? { name: token.name, text: token.text } : null;
    }
    case 'buy': {
      const card = HALDOR_BY_ID[id];
      if (card) return { name: card.name, text: card.text };
      const r = RESOURCE_TABLE[id as Resource];
      return r ? { name: id, text: r.text } : null;
    }
    case 'ship':
    case 'sail':
      return { name: 'Ship', text: SHIP_TEXT };
    case 'honey': {
      const h = HONEY_BY_ID[id];
      return h ? { name: 'Honeycomb', text: h.text } : null;
    }
    default:
      return null;
  }
}
