import type { Immunity } from './effects.js';
import type { AttackType, Colour, DieColour, Provenance } from './types.js';

/**
 * An Enemy type: a sheet in ENEMIES (the six regular types, the Bosses' miniatures and Gunther the Bailiff).
 */
export type EnemyType =
  | 'peasant'
  | 'dog'
  | 'guard'
  | 'soldier'
  | 'knight'
  | 'officer'
  | 'enchanter'
  | 'cockatrice'
  | 'gunther';
/** The regular Enemy types (the Presence Pools' and Patrols'); Boss miniatures come from data/bosses.ts. */
export const ENEMY_TYPES: readonly EnemyType[] = ['peasant', 'dog', 'guard', 'soldier', 'knight', 'officer'];

/** One Attack on an Enemy sheet. */
export interface EnemyAttack {
  /** Melee, Magic or Ranged (lines 346-355). */
  readonly type: AttackType;
  /** `null`: an adjacent target only (line 205). */
  readonly range: readonly [number, number] | null;
  /** Attack dice rolled, by colour. */
  readonly dice: readonly DieColour[];
}

/** What the group's Activation colour makes this Enemy do (rulebook lines 637-638). */
export type Behaviour = 'flee' | 'assault' | 'assault-brutality' | 'assault-badass';

/**
 * Reactions (line 418-433). `boss`: no sheet Reaction; a Boss answers Attacks from its Reaction deck (rulebook
 * line 771, data/bosses.ts). `shield-bash`: Shield Bash (line 834) against a Melee Attack
 * (rules/combat/shield-bash.ts).
 */
export type Reaction =
  | 'flee'
  | 'pursuit'
  | 'counter-melee'
  | 'counter-any'
  | 'shield-raise'
  | 'shield-bash'
  | 'boss';

/** Sheet abilities (glossary, lines 824-872) the Enemy rules read. */
export type EnemyAbility =
  | 'authority'
  | 'phalanx'
  | 'agile'
  | 'flight'
  | 'defender'
  | 'scent'
  | 'hindrance'
  /** Charge X (line 832): `charge` squares in a straight line, then an Attack (enemy-abilities.ts). */
  | 'charge'
  /** Leap X (line 830): `leap` squares to a square in Line of Sight over every obstacle but walls and doors. */
  | 'leap'
  /** Me First (line 857): it may end its move on an ally's square; the ally steps aside. */
  | 'me-first'
  /** Support (line 868): allies adjacent to it do not block its Ranged Attacks. */
  | 'support'
  /** Cowardice (line 852): what a Skull on its blue Badass die makes it do (line 651). */
  | 'cowardice';

/** An Enemy sheet (Enemy type card): Attacks, Reaction, Defense, Movement, Health, Activation and rewards. */
export interface EnemySheet {
  /** The Enemy type this sheet is for. */
  readonly type: EnemyType;
  /** Name as printed. */
  readonly name: string;
  /** Its Attacks: type, Range and dice of each. */
  readonly attacks: readonly EnemyAttack[];
  /** Its Reaction to a Hero's Attack (lines 418-433). */
  readonly reaction: Reaction;
  /** Pursuit X: squares moved toward the attacker. */
  readonly pursuit?: number;
  /** Defense dice rolled against an Attack, by colour. */
  readonly defense: readonly DieColour[];
  /** Movement points per Activation, in squares. */
  readonly move: number;
  /** Health points: it dies once that much damage is on it. */
  readonly hp: number;
  /** Health colour: Attack results weaker than it do no damage (lines 370-372). */
  readonly hpColour: Colour;
  /** Flight (line 872) is the sheet's while its Boss's `flightWhile` card survives (line 786). */
  readonly abilities: readonly EnemyAbility[];
  /** Charge X: the X (line 832). */
  readonly charge?: number;
  /** Leap X: the X (line 830). */
  readonly leap?: number;
  /** Massive (lines 783-787): the miniature covers 2×2 squares from its `pos` (its north-west square). */
  readonly massive?: boolean;
  /** Immunities in the sheet's Defense section (line 822): those effects are ignored. */
  readonly immune?: readonly Immunity[];
  /**
   * A Named Enemy (lines 604-607): its special reward goes to the Hero who deals the finishing blow (`heal`
   * damage off them) and to the team (`badass` points on top of the sheet's); its token leaves the Pool.
   */
  readonly named?: { readonly heal: number; readonly badass: number; readonly text: string };
  /** The Attack die colour it brings to its group's Activation roll (lines 625-639). */
  readonly activationDie: DieColour;
  /** What it does for each Activation colour of its group (lines 637-638). */
  readonly behaviour: Readonly<Record<Colour, Behaviour>>;
  /** Badass points the Heroes gain when it dies. */
  readonly badass: number;
  /** Loot cards drawn by the Hero who kills it (line 436). */
  readonly loot: number;
  /** Miniatures in the box (rulebook line 51): the most of this type on the board at once. */
  readonly miniatures: number;
  /** Can open doors (War Dogs cannot, line 619). */
  readonly opensDoors: boolean;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/**
 * One shape for every sheet and Attack line: all keys, in one order (absent ones `undefined`, which every rule
 * reads as before). Sheets written with only the keys they use each had their own hidden class in V8, so the
 * rules' reads of a sheet (`abilities`, `attacks`, `hp`) met a new one with each new type and deoptimised.
 */
function uniformSheets(sheets: Record<EnemyType, EnemySheet>): Record<EnemyType, EnemySheet> {
  const out = {} as Record<EnemyType, EnemySheet>;
  for (const type of Object.keys(sheets) as EnemyType[]) {
    const s = sheets[type];
    out[type] = {
      type: s.type,
      name: s.name,
      attacks: s.attacks.map((a) => ({ type: a.type, range: a.range, dice: a.dice })),
      reaction: s.reaction,
      pursuit: s.pursuit,
      defense: s.defense,
      move: s.move,
      hp: s.hp,
      hpColour: s.hpColour,
      abilities: s.abilities,
      charge: s.charge,
      leap: s.leap,
      massive: s.massive,
      immune: s.immune,
      named: s.named,
      activationDie: s.activationDie,
      behaviour: { yellow: s.behaviour.yellow, orange: s.behaviour.orange, red: s.behaviour.red },
      badass: s.badass,
      loot: s.loot,
      miniatures: s.miniatures,
      opensDoors: s.opensDoors,
      source: s.source,
      text: s.text,
    };
  }
  return out;
}

/**
 * Enemy Sheets. Rulebook facts: miniature counts; Peasant white die and Flee on yellow, Guard grey die and
 * Assault on yellow, melee-only Guard Reaction; Soldier orange HP; Officer 4 Movement, Counter-attack at
 * any range, blue Badass die on yellow/orange; War Dogs open no doors. War Dog Pursuit: public (reddit
 * r/OrcQuest_Warpath). War Dog HP 3: the smash example (line 293) has a War Dog survive 1 grey die plus 1
 * automatic damage, and Attack dice have no blank. Every other number is assumed (reference A.5, -extra A.1/A.2).
 */
export const ENEMIES: Readonly<Record<EnemyType, EnemySheet>> = uniformSheets({
  peasant: {
    type: 'peasant',
    name: 'Peasant',
    attacks: [{ type: 'melee', range: null, dice: ['white'] }],
    reaction: 'flee',
    defense: [],
    move: 4,
    hp: 1,
    hpColour: 'yellow',
    abilities: [],
    activationDie: 'white',
    behaviour: { yellow: 'flee', orange: 'assault', red: 'assault' },
    badass: 1,
    loot: 1,
    miniatures: 8,
    opensDoors: true,
    source: 'assumed',
    text: 'Peasant: a pitchfork and little courage; flees when the mood is low, charges with company.',
  },
  dog: {
    type: 'dog',
    name: 'War Dog',
    attacks: [{ type: 'melee', range: null, dice: ['grey'] }],
    reaction: 'pursuit',
    pursuit: 2,
    defense: ['white'],
    move: 6,
    hp: 3,
    hpColour: 'yellow',
    // Scent: a dog's nose; Leap 2: it bounds over furniture and Characters (both assumed; the War Dog's
    // sheet is not public, reference A.5).
    abilities: ['agile', 'scent', 'leap'],
    leap: 2,
    activationDie: 'grey',
    behaviour: { yellow: 'assault', orange: 'assault', red: 'assault-brutality' },
    badass: 1,
    loot: 0,
    miniatures: 4,
    opensDoors: false,
    source: 'assumed',
    text: 'War Dog: fast and agile; when hurt it chases its attacker (Pursuit 2). Scent: sniffs out Invisible Heroes within 3 squares. Leap 2: when it cannot reach a Hero on foot, it bounds up to 2 squares over furniture and Characters. Cannot open doors.',
  },
  guard: {
    type: 'guard',
    name: 'Guard',
    attacks: [{ type: 'melee', range: null, dice: ['grey'] }],
    reaction: 'counter-melee',
    defense: ['grey'],
    move: 4,
    hp: 3,
    hpColour: 'yellow',
    // Me First: a bodyguard's shove (assumed, reference -extra A.2).
    abilities: ['me-first'],
    activationDie: 'grey',
    behaviour: { yellow: 'assault', orange: 'assault', red: 'assault' },
    badass: 2,
    loot: 1,
    miniatures: 6,
    opensDoors: true,
    source: 'assumed',
    text: 'Guard: hits back in Melee when struck in Melee (Counter-attack). Me First: to reach a Hero he takes the square of another Enemy, who steps aside.',
  },
  soldier: {
    type: 'soldier',
    name: 'Soldier',
    attacks: [{ type: 'melee', range: null, dice: ['grey', 'white'] }],
    reaction: 'shield-raise',
    defense: ['white', 'grey'],
    move: 4,
    hp: 3,
    hpColour: 'orange',
    abilities: ['phalanx'],
    activationDie: 'grey',
    behaviour: { yellow: 'assault', orange: 'assault', red: 'assault' },
    badass: 2,
    loot: 1,
    miniatures: 8,
    opensDoors: true,
    source: 'assumed',
    text: 'Soldier: orange Health points; raises his shield (weakest Defense die one colour up) when attacked.',
  },
  knight: {
    type: 'knight',
    name: 'Knight',
    attacks: [{ type: 'melee', range: null, dice: ['black', 'grey'] }],
    // Shield Bash (line 834) in place of the reference's Counter-attack (-extra A.2 proposes it for the Knight).
    reaction: 'shield-bash',
    defense: ['grey', 'black'],
    move: 3,
    hp: 3,
    hpColour: 'red',
    // Hindrance (line 840) and Charge 3 (line 832): the reference's assumed Knight sheet (A.5: "Charge 3; Hindrance").
    abilities: ['hindrance', 'charge'],
    charge: 3,
    activationDie: 'black',
    behaviour: { yellow: 'assault', orange: 'assault', red: 'assault-brutality' },
    badass: 3,
    loot: 2,
    miniatures: 4,
    opensDoors: true,
    source: 'assumed',
    text: 'Knight: red Health points, heavy armour; never shrinks from a fight. Charge 3: when his walk leaves him short of a Hero, he charges up to 3 squares in a straight line and strikes. Shield Bash: struck in Melee, his spare Defense results hit back. Hindrance: a Hero stepping into his Danger Zone is Entangled 1.',
  },
  officer: {
    type: 'officer',
    name: 'Officer',
    attacks: [
      { type: 'melee', range: null, dice: ['grey', 'white'] },
      { type: 'ranged', range: [2, 6], dice: ['grey'] },
    ],
    reaction: 'counter-any',
    defense: ['grey'],
    move: 4,
    hp: 4,
    hpColour: 'orange',
    // Support and Cowardice: assumed (reference -extra A.2 proposes both for the Officer).
    abilities: ['authority', 'support', 'cowardice'],
    activationDie: 'black',
    behaviour: { yellow: 'assault-badass', orange: 'assault-badass', red: 'assault' },
    badass: 3,
    loot: 2,
    miniatures: 2,
    opensDoors: true,
    source: 'assumed',
    text: 'Officer: leads (always acts first), counter-attacks in Melee or at Range; his own men do not spoil his aim (Support). On a low roll he rolls a blue Badass die: on a Skull, after attacking, he backs away and shoots from as far as he can (Cowardice).',
  },
  enchanter: {
    type: 'enchanter',
    name: 'Lothar the Enchanter',
    // The basic Attack he makes when the Activation die lands on a destroyed card (line 770).
    attacks: [{ type: 'melee', range: null, dice: ['grey'] }],
    reaction: 'boss',
    defense: ['grey'],
    move: 3,
    hp: 6,
    hpColour: 'orange',
    abilities: [],
    activationDie: 'black',
    behaviour: { yellow: 'assault', orange: 'assault', red: 'assault' },
    badass: 5,
    loot: 0,
    miniatures: 1,
    opensDoors: true,
    source: 'assumed',
    text: 'Lothar the Enchanter (Boss): his own Health points are protected by his three Activation cards, Book, Talisman and Staff; never part of an Enemy group.',
  },
  cockatrice: {
    type: 'cockatrice',
    name: 'The Cockatrice',
    // Its basic Attack, when the Activation die lands on a destroyed card (line 770).
    attacks: [{ type: 'melee', range: null, dice: ['grey', 'grey'] }],
    reaction: 'boss',
    defense: ['grey'],
    move: 4,
    hp: 8,
    hpColour: 'orange',
    abilities: ['flight'],
    massive: true,
    // Assumed (README assumed table): the beast whose Tail poisons and Beak petrifies resists both.
    immune: ['poison', 'petrified'],
    activationDie: 'black',
    behaviour: { yellow: 'assault', orange: 'assault', red: 'assault' },
    badass: 6,
    loot: 0,
    miniatures: 1,
    opensDoors: false,
    source: 'assumed',
    text: 'The Cockatrice (Boss): Massive (covers 2×2 squares, blocks Lines of Sight and Fire) and flying while its Wings survive; each of its Wings, Beak and Tail cards destroyed wounds it for 3. Immune to Poison and Petrified.',
  },
  gunther: {
    type: 'gunther',
    name: 'Gunther the Bailiff',
    attacks: [{ type: 'melee', range: null, dice: ['black', 'grey'] }],
    reaction: 'counter-melee',
    defense: ['grey', 'grey'],
    move: 4,
    hp: 5,
    hpColour: 'orange',
    abilities: ['authority', 'defender'],
    activationDie: 'black',
    behaviour: { yellow: 'assault', orange: 'assault', red: 'assault-brutality' },
    badass: 4,
    loot: 0,
    miniatures: 1,
    opensDoors: true,
    named: {
      heal: 3,
      badass: 3,
      text: "The Bailiff's keys and purse: the Hero who fells him heals 3 damage, and the team gains 3 Badass points more.",
    },
    source: 'assumed',
    text: 'Gunther the Bailiff (Named Enemy): a hard-hitting leader who counter-attacks in Melee and strikes at whoever attacks another Enemy within his reach (Defender); his token is in the hut of Quest 3.',
  },
});

/** The Massive types (lines 783-787), read once from the sheets: the rules ask it of nearly every Enemy they look at. */
export const MASSIVE_TYPES: ReadonlySet<EnemyType> = new Set(
  Object.values(ENEMIES)
    .filter((s) => s.massive === true)
    .map((s) => s.type),
);
const MASSIVE_LIST: readonly EnemyType[] = [...MASSIVE_TYPES];
/** `MASSIVE_TYPES.has(type)` by comparing with the few Massive types: no hashing (asked of nearly every Enemy). */
export function isMassiveType(type: EnemyType): boolean {
  for (let i = 0; i < MASSIVE_LIST.length; i++) if (MASSIVE_LIST[i] === type) return true;
  return false;
}
