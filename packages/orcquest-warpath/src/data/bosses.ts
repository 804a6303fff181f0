import type { BadassSymbol } from './dice.js';
import type { EnemyType } from './enemies.js';
import type { Colour, DieColour, Provenance } from './types.js';

/**
 * Bosses (rulebook lines 747-782). Rulebook facts: a Boss Sheet plus Activation cards (body parts or gear,
 * each with its own Health points) and a face-down Reaction deck; the Activation die result selects a card,
 * a destroyed one means a move and the basic Attack of the sheet (line 770); the Hero chooses the part
 * they attack (line 766); excess damage on a card is lost (line 769); some Bosses' own Health points are
 * protected by their cards (line 763); Reaction cards tied to an Activation card go with it; the deck is
 * reshuffled when used up (line 776); a Boss is never part of an Enemy group (line 760). Lothar's three
 * cards protecting his HP, his Talisman keyed to Lightning and his Book red while the Talisman survives are
 * public (reference A.6, "H"); every number and effect else is assumed (reference A.6 assumptions).
 */
export type BossId = 'enchanter' | 'cockatrice';

/** What a Boss Activation card does when the Activation die selects it while it survives. */
export type BossCardEffect =
  /** A Ranged Attack on the priority target. */
  | { readonly kind: 'bolt'; readonly range: readonly [number, number]; readonly dice: readonly DieColour[] }
  /** Teleport X (line 869): he jumps to a random square of the X-by-X zone around him (teleport.ts). */
  | { readonly kind: 'teleport'; readonly squares: number }
  /** A Zone Attack on every Hero within `range` he has a clear line to. */
  | { readonly kind: 'blast'; readonly range: number; readonly dice: readonly DieColour[] }
  /**
   * It moves up to `move` squares toward the priority target, then makes a Zone Attack on every Hero within
   * `range`; `angry[k]` is added while more than k of its Activation cards are destroyed (line 758).
   */
  | {
      readonly kind: 'swoop';
      readonly move: number;
      readonly range: number;
      readonly dice: readonly DieColour[];
      readonly angry: readonly { readonly pushed: number; readonly brutality: number }[];
    }
  /** A Melee Attack on the priority target (after its basic move), which then suffers `effect` (lines 788-822). */
  | {
      readonly kind: 'peck';
      readonly dice: readonly DieColour[];
      readonly effect: 'petrified' | 'poison';
    }
  /** A Zone Attack on every Hero within `range`, each of them then suffering `effect`. */
  | {
      readonly kind: 'lash';
      readonly range: number;
      readonly dice: readonly DieColour[];
      readonly effect: 'petrified' | 'poison';
    };

/**
 * One Boss Activation card (lines 755-770): a body part or piece of gear with its own Health points and
 * effect.
 */
export interface BossCard {
  /** Card id, unique within its Boss. */
  readonly id: string;
  /** Card name as printed. */
  readonly name: string;
  /** The Activation die symbol that selects it. */
  readonly symbol: BadassSymbol;
  /** Health points of the card; once that much damage is on it, it is destroyed. */
  readonly hp: number;
  /** Health colour of the card: Attack results weaker than it do no damage. */
  readonly hpColour: Colour;
  /** Its Health points are red while this other card survives. */
  readonly redWhile?: string;
  /** What the card does when selected. */
  readonly effect: BossCardEffect;
  /** Damage its destruction deals to the Boss Sheet (line 768: the Cockatrice's Wings, 3). */
  readonly sheetDamage?: number;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/**
 * `heal`: 1 damage comes off its tied card; `alarm`: the Alert Level rises by 1 (the Boss's cry).
 */
export type BossReactionEffect =
  | 'summon'
  | 'teleport'
  | 'counter'
  | 'heal'
  | 'alarm'
  | 'curse'
  /** Metamorphosis (line 856): the attacker becomes a Chicken and loses their next Activation. */
  | 'metamorphosis';

/** One card of a Boss's face-down Reaction deck (lines 771-777), drawn when a Hero attacks it. */
export interface BossReactionCard {
  /** Card id, unique within its Boss. */
  readonly id: string;
  /** Card name. */
  readonly name: string;
  /** What the Boss does in answer to the Attack. */
  readonly effect: BossReactionEffect;
  /** Discarded unplayed once this Activation card is destroyed (line 777). */
  readonly tiedTo: string | null;
  /** Copies of this card in the Reaction deck. */
  readonly copies: number;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/** One Boss (lines 747-782): its sheet as an Enemy type, its Activation cards and its Reaction deck. */
export interface BossSpec {
  /** The Boss's id. */
  readonly id: BossId;
  /** Its miniature and Boss Sheet, as an Enemy type (data/enemies.ts). */
  readonly enemy: EnemyType;
  /** The sheet's Health points can only be hurt once every Activation card is destroyed (line 763). */
  readonly protectedHp: boolean;
  /** Its Activation cards, in the order of `BossState.cards`. */
  readonly cards: readonly BossCard[];
  /** The cards of its Reaction deck (each with its number of copies). */
  readonly reactions: readonly BossReactionCard[];
  /** Enemies a `summon` Reaction calls. */
  readonly summons: readonly EnemyType[];
  /** Its sheet's Flight lasts while this Activation card survives (line 786: the Cockatrice's Wings). */
  readonly flightWhile?: string;
  /** Provenance of this entry: rulebook, public (cited) or assumed. */
  readonly source: Provenance;
  /** Player-facing text, in the game's words. */
  readonly text: string;
}

/** Every implemented Boss by id: Lothar the Enchanter (Quest 2) and the Cockatrice (Quest 3). */
export const BOSSES: Readonly<Record<BossId, BossSpec>> = {
  enchanter: {
    id: 'enchanter',
    enemy: 'enchanter',
    protectedHp: true,
    cards: [
      {
        id: 'book',
        name: 'Magic Book',
        symbol: 'skull',
        hp: 4,
        hpColour: 'orange',
        redWhile: 'talisman',
        effect: { kind: 'bolt', range: [1, 5], dice: ['grey', 'grey'] },
        source: 'assumed',
        text: 'Skull: a magic bolt, a Ranged Attack of 2 grey dice at Range 1-5. Its Health points are red while the Talisman survives.',
      },
      {
        id: 'talisman',
        name: 'Talisman',
        symbol: 'lightning',
        hp: 3,
        hpColour: 'orange',
        effect: { kind: 'teleport', squares: 3 },
        source: 'assumed',
        text: 'Lightning: Teleport 3 — a die dropped on the 3-by-3 zone around him picks where he reappears; an occupied square or an unexplored room and he stays put.',
      },
      {
        id: 'staff',
        name: 'Staff',
        symbol: 'explosion',
        hp: 3,
        hpColour: 'orange',
        effect: { kind: 'blast', range: 2, dice: ['grey'] },
        source: 'assumed',
        text: 'Explosion: a Zone Attack of 1 grey die on every Hero within Range 2 he has a clear line to.',
      },
    ],
    reactions: [
      {
        id: 'call-the-guard',
        name: 'Call the Guard!',
        effect: 'summon',
        tiedTo: null,
        copies: 3,
        source: 'assumed',
        text: 'Two Guards rush in beside him (as many as there are miniatures left).',
      },
      {
        id: 'blink',
        name: 'Blink',
        effect: 'teleport',
        tiedTo: 'talisman',
        copies: 3,
        source: 'assumed',
        text: 'Tied to the Talisman: Teleport 3 — he ignores the damage of the Attack, then teleports as its Lightning effect.',
      },
      {
        id: 'riposte',
        name: 'Riposte',
        effect: 'counter',
        tiedTo: null,
        copies: 3,
        source: 'assumed',
        text: 'He strikes back at the attacker with his basic Attack, if he can reach them.',
      },
      {
        id: 'malediction',
        name: 'Malediction',
        effect: 'curse',
        tiedTo: null,
        copies: 2,
        source: 'assumed',
        text: 'The attacker is Cursed: no Badass points in the Hero or Enemy Phase until they are Blessed.',
      },
      {
        id: 'metamorphosis',
        name: 'Metamorphosis',
        effect: 'metamorphosis',
        tiedTo: 'staff',
        copies: 2,
        source: 'assumed',
        text: 'Tied to the Staff: the attacker is turned into a Chicken and loses their next Activation (Metamorphosis).',
      },
    ],
    summons: ['guard', 'guard'],
    source: 'assumed',
    text: 'Lothar the Enchanter: destroy his Book, Talisman and Staff before his own Health points can be reached.',
  },
  cockatrice: {
    id: 'cockatrice',
    enemy: 'cockatrice',
    // The Wings' destruction wounds its sheet (line 768): its own Health points can be aimed at directly.
    protectedHp: false,
    flightWhile: 'wings',
    cards: [
      {
        id: 'wings',
        name: 'Wings',
        symbol: 'skull',
        hp: 4,
        hpColour: 'orange',
        sheetDamage: 3,
        effect: {
          kind: 'swoop',
          move: 6,
          range: 1,
          dice: ['grey', 'grey'],
          angry: [
            { pushed: 1, brutality: 0 },
            { pushed: 1, brutality: 1 },
          ],
        },
        source: 'rulebook',
        text: 'Skull: it moves up to 6 squares and makes a Zone Attack with its wings (2 grey dice on every Hero at Range 1); with one Activation card destroyed the Attack adds Pushed 1, with two also Brutality. Destroyed: 3 damage on its sheet and it loses Flight.',
      },
      {
        id: 'beak',
        name: 'Beak',
        symbol: 'lightning',
        hp: 4,
        hpColour: 'orange',
        sheetDamage: 3,
        effect: { kind: 'peck', dice: ['black', 'grey'], effect: 'petrified' },
        source: 'assumed',
        text: 'Lightning: its basic move, then a Melee Attack of 1 black and 1 grey die; its gaze leaves the target Petrified 1 (skips their next Activation, takes no damage meanwhile). Destroyed: 3 damage on its sheet.',
      },
      {
        id: 'tail',
        name: 'Serpent Tail',
        symbol: 'explosion',
        hp: 4,
        hpColour: 'orange',
        sheetDamage: 3,
        effect: { kind: 'lash', range: 2, dice: ['grey'], effect: 'poison' },
        source: 'assumed',
        text: 'Explosion: a Zone Attack of 1 grey die on every Hero within Range 2; each is Poisoned (1 damage at the start of each of their Activations until healed). Destroyed: 3 damage on its sheet.',
      },
    ],
    reactions: [
      {
        id: 'carapace',
        name: 'Carapace',
        effect: 'heal',
        tiedTo: 'wings',
        copies: 3,
        source: 'assumed',
        text: 'Tied to the Wings (line 778): the feathers close over the wound, 1 damage comes off the Wings.',
      },
      {
        id: 'peck-back',
        name: 'Peck back',
        effect: 'counter',
        tiedTo: null,
        copies: 3,
        source: 'assumed',
        text: 'It strikes back at the attacker with its basic Attack, if it can reach them.',
      },
      {
        id: 'screech',
        name: 'Screech',
        effect: 'alarm',
        tiedTo: null,
        copies: 3,
        source: 'assumed',
        text: 'Its screech carries over the fields: the Alert Level rises by 1.',
      },
    ],
    summons: [],
    source: 'assumed',
    text: 'The Cockatrice: Massive and flying while its Wings survive; aim at its Wings, Beak, Tail or its own Health points — each card destroyed wounds it for 3.',
  },
};

/** A Boss's full Reaction deck as card ids, each repeated by its copies (unshuffled). */
export const BOSS_REACTION_DECK = (id: BossId): string[] =>
  BOSSES[id].reactions.flatMap((r) => Array<string>(r.copies).fill(r.id));
