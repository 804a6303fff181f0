import { assumed, fromPublic, type Sourced } from './provenance.js';

/** The eight kinds of Command card, in the order the rules list them. */
export const COMMAND_KINDS = [
  'move',
  'attack',
  'recruit',
  'trade',
  'plunder',
  'leader',
  'magic',
  'rest',
] as const;
/** One kind of Command card (Move, Attack, Recruit, Trade, Plunder, Leader, Magic, Rest). */
export type CommandKind = (typeof COMMAND_KINDS)[number];

/** One Command card: what it does and how its place in the row changes it. */
export interface CommandSpec extends Sourced {
  /** Which command this is. */
  readonly kind: CommandKind;
  /** The card's printed name. */
  readonly name: string;
  /** Which neighbours in the row strengthen it: cards to its left, to its right, or none. */
  readonly rowBonus: 'left' | 'right' | 'none';
  /** The card's effect in our words, row bonus included. */
  readonly text: string;
}

/** Every Command card by kind, with its row bonus and provenance. */
export const COMMANDS: Readonly<Record<CommandKind, CommandSpec>> = {
  move: {
    kind: 'move',
    name: 'Move',
    rowBonus: 'left',
    text: 'Gain your race’s Unit Maneuvers plus 1 for each card to the left of this one. Each maneuver moves one giant to a neighbouring region. A giant may cross regions held by other races (pay that race 1 Resource card, or wound the crossing giant, once per region per turn) but must end in an empty or friendly region.',
    ...fromPublic(null, 'REF-LIB11, p.20 l.66-76'),
  },
  attack: {
    kind: 'attack',
    name: 'Attack',
    rowBonus: 'left',
    text: 'Your giants in one region attack the giants of another race in a neighbouring region. In the battle, each card to the left of this one turns 1 arcane result into 2 hits.',
    ...fromPublic(null, 'REF-LIB16, p.20 l.77-82'),
  },
  recruit: {
    kind: 'recruit',
    name: 'Recruit',
    rowBonus: 'none',
    text: 'Gain your race’s Recruit Points and spend them on new giants in your Starting Region (cloud giants: where Lyn Armaal is). Homeless races recruit in any region they hold once the Final Ordning has begun.',
    ...fromPublic(null, 'REF-LIB13, p.20 l.95-113'),
  },
  trade: {
    kind: 'trade',
    name: 'Trade',
    rowBonus: 'left',
    text: 'Trade with the Resource deck: give up to 1 card plus 1 for each card to the left of this one, drawing one card for each; once per trade one of them may be taken from the discard pile instead.',
    ...fromPublic(null, 'REF-LIB13 (limit formula assumed)'),
  },
  plunder: {
    kind: 'plunder',
    name: 'Plunder',
    rowBonus: 'none',
    text: 'Take Resource cards from the small folk: draw 2, plus 1 if your giants hold a Small Folk Region. Needs no giants on the board.',
    ...assumed(null, 'REF-ARS: plunder takes resources; p.20 l.102-107: needs no presence; amounts assumed'),
  },
  leader: {
    kind: 'leader',
    name: 'Leader',
    rowBonus: 'right',
    text: 'Your leader may make up to 2 maneuvers. In a battle, each card to the right of this one lets you re-roll 1 die.',
    ...assumed(null, 'REF-LIB16: the re-rolls are public; the leader’s own effect is assumed'),
  },
  magic: {
    kind: 'magic',
    name: 'Magic',
    rowBonus: 'right',
    text: 'Draw 1 Spell card, plus 1 for every 2 cards to the left of this one (hold at most 3). In a battle, each card to the right of this one turns 1 arcane result into 1 block.',
    ...assumed(
      null,
      'REF-LIB16: the conversion is public; REF-ARS: spells come with Magic; the draw is REF-EXTRA §5.2',
    ),
  },
  rest: {
    kind: 'rest',
    name: 'Rest',
    rowBonus: 'left',
    text: 'Gain 1 giantslayer action for each card to the left of this one (recruit 2, move 1 per step, assault 1 per giantslayer, in that order). Then take every played command back into your hand.',
    ...fromPublic(null, 'REF-LIB18, REF-ARS'),
  },
};

/** The nine cards in every race's hand (the ninth is a second Move; the real ninth card is not public). */
export const HAND: readonly {
  readonly id: string;
  readonly kind: CommandKind;
  readonly source: Sourced['source'];
}[] = [
  { id: 'move', kind: 'move', source: 'public' },
  { id: 'move2', kind: 'move', source: 'assumed' },
  { id: 'attack', kind: 'attack', source: 'public' },
  { id: 'recruit', kind: 'recruit', source: 'public' },
  { id: 'trade', kind: 'trade', source: 'public' },
  { id: 'plunder', kind: 'plunder', source: 'public' },
  { id: 'leader', kind: 'leader', source: 'public' },
  { id: 'magic', kind: 'magic', source: 'public' },
  { id: 'rest', kind: 'rest', source: 'public' },
];

/** The ids of the nine cards in a race's hand, in {@link HAND} order. */
export const HAND_IDS: readonly string[] = HAND.map((c) => c.id);

const KIND_BY_ID: ReadonlyMap<string, CommandKind> = new Map(HAND.map((c) => [c.id, c.kind]));

/** The command kind of a hand card id (`move2` is a Move), or `undefined` for an unknown id. */
export function commandKind(cardId: string): CommandKind | undefined {
  return KIND_BY_ID.get(cardId);
}
