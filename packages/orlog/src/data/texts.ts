/**
 * Player-facing text: the rules in short, and a description of every die face, God Favor, keyword and
 * setup option, keyed by the same ids as the data tables (a test checks both ways). Written for this
 * project from the rulebook (seed 000) and reference rules-orlog-wolves-giants.md §1; any boardgame.io
 * app can show them.
 */
import type { PlayerText, RulesSection } from '@skald/core';
import type { FaceSymbol } from './dice.js';
import type { FavorId } from './favors.js';

/** A setup option in plain words: what it changes, and one line per value. */
export interface OptionText {
  /** The option's short name, for a form label. */
  readonly label: string;
  /** One sentence on what the option changes. */
  readonly help: string;
  /** Value → what it means. Integer options list every allowed value. */
  readonly values: Readonly<Record<string, string>>;
  /** The value the rulebook itself gives, or null where the rulebook is silent (then the default is our ruling). */
  readonly rulebook: string | null;
}

/** The rules in short, section by section, for the rules page. */
export const RULES_SUMMARY: readonly RulesSection[] = [
  {
    title: 'Goal',
    paragraphs: [
      'Two players duel with six dice each. Both start with 15 HP; bring your rival to 0 HP to win. In expert mode the first to win two games takes the match.',
    ],
  },
  {
    title: 'A round',
    paragraphs: [
      'Roll: players take turns rolling. Each player rolls up to three times; after a roll, choose which dice to keep — kept dice stay locked for the round and the rest are rolled again. The third roll is kept as it lands.',
      'God Favor: both players secretly choose at most one God Favor and a level, then both choices are revealed. Choosing a level you cannot pay yet is allowed, but if you still cannot pay when the favor acts, it fizzles and does nothing.',
      'Resolution: every gold-rimmed face earns a token; attacks hit and are blocked (the first player of the round attacks first); hands steal tokens. Favors marked "before" act before this, in priority order; "after" favors act once the dice are done.',
      'The first player changes every round. The round ends the game as soon as someone reaches 0 HP.',
    ],
  },
  {
    title: 'Modes',
    paragraphs: [
      "Beginner: both players use Thor's Strike, Iðunn's Rejuvenation and Odin's Sacrifice.",
      'Casual: each player secretly picks 3 of the 20 God Favors.',
      'Expert: one shared set of favors; the coin-toss winner bans one, the other bans one and picks first, then picks alternate until both hold three. Best of three games; the winner of a game picks first for the next.',
    ],
  },
];

/** Every die face symbol's name and what it does in the resolution. */
export const FACE_TEXTS: Readonly<Record<FaceSymbol, PlayerText>> = {
  axe: { name: 'Axe (melee attack)', text: 'Deals 1 damage unless a helmet blocks it.', source: 'rulebook' },
  arrow: {
    name: 'Arrow (ranged attack)',
    text: 'Deals 1 damage unless a shield blocks it.',
    source: 'rulebook',
  },
  helmet: { name: 'Helmet (melee defence)', text: 'Blocks one axe of the opponent.', source: 'rulebook' },
  shield: { name: 'Shield (ranged defence)', text: 'Blocks one arrow of the opponent.', source: 'rulebook' },
  hand: {
    name: 'Hand (influence)',
    text: 'Steals one God Favor token from the opponent, if they have one.',
    source: 'rulebook',
  },
};

/** Every God Favor's name and effect in our words (`N` is the level's value). */
export const FAVOR_TEXTS: Readonly<Record<FavorId, PlayerText>> = {
  thrymr: {
    name: "Thrymr's Theft",
    text: 'Lowers the level of the favor your opponent chose this round by N. Lowered below level 1, it does nothing (they still pay what they paid).',
    source: 'public',
  },
  var: {
    name: "Vár's Bond",
    text: 'For every token your opponent spends on a favor this round, you heal N HP.',
    source: 'public',
  },
  freyja: {
    name: "Freyja's Plenty",
    text: 'Roll N extra dice once; they count this round like your own dice.',
    source: 'public',
  },
  frigg: {
    name: "Frigg's Sight",
    text: 'Re-roll up to N dice of your choice, yours or your opponent’s (banned dice stay).',
    source: 'public',
  },
  loki: {
    name: "Loki's Trick",
    text: "Ban N of your opponent's dice: they earn, attack, block and steal nothing this round.",
    source: 'public',
  },
  skuld: {
    name: "Skuld's Claim",
    text: "For each of your dice showing an arrow, destroy N of your opponent's tokens.",
    source: 'public',
  },
  tyr: {
    name: "Týr's Pledge",
    text: "Give up HP of your choice; for each HP given, destroy N of your opponent's tokens.",
    source: 'public',
  },
  baldr: {
    name: "Baldr's Invulnerability",
    text: 'Each of your helmets and shields blocks N more attacks of its kind.',
    source: 'public',
  },
  bragi: {
    name: "Bragi's Verve",
    text: 'Gain N tokens for each of your dice showing a hand.',
    source: 'public',
  },
  brunhild: {
    name: "Brunhild's Fury",
    text: 'Multiply your axes by N, rounding up.',
    source: 'public',
  },
  freyr: {
    name: "Freyr's Gift",
    text: 'Add N to the face you show most often (you name it when several tie).',
    source: 'public',
  },
  heimdall: {
    name: "Heimdall's Watch",
    text: 'Heal N HP for each attack you block this round.',
    source: 'public',
  },
  hel: {
    name: "Hel's Grip",
    text: 'Heal N HP for each point of damage your axes deal this round.',
    source: 'public',
  },
  mimir: {
    name: "Mímir's Wisdom",
    text: 'Gain N tokens for each point of damage you take this round.',
    source: 'public',
  },
  skadi: {
    name: "Skaði's Hunt",
    text: 'Each of your arrows deals N more damage.',
    source: 'public',
  },
  ullr: {
    name: "Ullr's Aim",
    text: "Up to N of your arrows get past your opponent's shields.",
    source: 'public',
  },
  vidarr: {
    name: "Víðarr's Might",
    text: "Take away up to N of your opponent's helmets before blocking.",
    source: 'public',
  },
  thor: {
    name: "Thor's Strike",
    text: 'After the dice, deal N damage to your opponent.',
    source: 'rulebook',
  },
  idunn: {
    name: "Iðunn's Rejuvenation",
    text: 'After the dice, heal N HP (never above 15).',
    source: 'public',
  },
  odin: {
    name: "Odin's Sacrifice",
    text: 'After the dice, give up HP of your choice and gain N tokens for each HP given.',
    source: 'public',
  },
};

/** A game term explained in {@link KEYWORD_TEXTS}. */
export type KeywordId =
  | 'gold'
  | 'token'
  | 'hp'
  | 'priority'
  | 'before'
  | 'after'
  | 'level'
  | 'fizzle'
  | 'first';

/** Game terms (gold rim, token, HP, …) → a short explanation. */
export const KEYWORD_TEXTS: Readonly<Record<KeywordId, PlayerText>> = {
  gold: {
    name: 'Gold rim',
    text: 'A face with a gold rim earns its owner one God Favor token in the resolution.',
    source: 'rulebook',
  },
  token: {
    name: 'God Favor token',
    text: 'The currency that pays for God Favors. Earned from gold faces, stolen by hands.',
    source: 'rulebook',
  },
  hp: { name: 'HP', text: 'Health: 15 at the start; at 0 you lose.', source: 'rulebook' },
  priority: {
    name: 'Priority',
    text: 'Favors act in ascending priority; on a tie the first player of the round goes first.',
    source: 'rulebook',
  },
  before: {
    name: 'Before the dice',
    text: 'The favor acts before the dice are resolved (most favors).',
    source: 'rulebook',
  },
  after: {
    name: 'After the dice',
    text: "The favor acts once the dice are resolved (Thor's Strike, Iðunn's Rejuvenation, Odin's Sacrifice).",
    source: 'rulebook',
  },
  level: {
    name: 'Level',
    text: 'Each favor has three levels: a higher level costs more tokens and does more (N on the card).',
    source: 'rulebook',
  },
  fizzle: {
    name: 'Fizzle',
    text: 'A favor whose owner cannot pay its cost when it acts has no effect.',
    source: 'rulebook',
  },
  first: {
    name: 'First player',
    text: 'Rolls first, attacks first and acts first on equal priority this round; it alternates every round.',
    source: 'rulebook',
  },
};

/** The setup options of `descriptor.ts` in plain words. */
export const OPTION_TEXTS: Readonly<Record<string, OptionText>> = {
  mode: {
    label: 'Mode',
    help: 'Which God Favors each player can use.',
    values: {
      beginner: "Beginner — both players use Thor's Strike, Iðunn's Rejuvenation and Odin's Sacrifice",
      casual: 'Casual — each player secretly picks 3 of the 20 God Favors',
      expert: 'Expert — the players ban and draft favors from one shared set; best of three games',
    },
    rulebook: 'beginner',
  },
  tyrPriority: {
    label: "When Týr's Pledge acts",
    help: 'Its priority: lower acts earlier. The sources disagree.',
    values: {
      '1': '1 — with the first favors',
      '2': '2',
      '3': "3 — together with Skuld's Claim, the other token-destroyer",
      '4': '4',
    },
    rulebook: null,
  },
  vidarrCost2: {
    label: "Víðarr's Might, level 2 cost",
    help: 'Tokens to pay for level 2. The sources disagree.',
    values: { '3': '3 tokens', '4': '4 tokens' },
    rulebook: null,
  },
  skadiCosts: {
    label: "Skaði's Hunt costs",
    help: 'Tokens for levels 1/2/3. The sources disagree.',
    values: { '6/10/14': '6, 10 and 14 tokens', '6/8/10': '6, 8 and 10 tokens (cheaper)' },
    rulebook: null,
  },
  freyjaDice: {
    label: "Freyja's extra dice",
    help: "Which dice Freyja's Plenty adds.",
    values: {
      random: 'Each extra die is a random one of the six dice',
      table: 'The extra dice are dice 1, 2 and 3, in that order',
    },
    rulebook: null,
  },
  freyrTieBreak: {
    label: "Freyr's Gift on a tie",
    help: 'When several faces tie for the most shown.',
    values: { choice: 'You name the face when you invoke it', random: 'A random one of the tied faces' },
    rulebook: null,
  },
  sacrificeFloor: {
    label: 'Lowest HP after a sacrifice',
    help: "How far Týr's Pledge and Odin's Sacrifice may take you down.",
    values: { '0': '0 HP — you may sacrifice yourself to death', '1': '1 HP — a sacrifice never kills you' },
    rulebook: null,
  },
};
