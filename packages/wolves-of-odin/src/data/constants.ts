/** Numbers the rulebook states outright. */
export const RULES = {
  source: 'rulebook',
  startingHand: 9,
  handLimit: 12,
  passDraw: 4,
  hallSize: 3,
  gloryToEnd: 5,
  firstSummonCost: 2,
  /** The Ragnarök card is shuffled among this many cards at the bottom of the Deity deck. */
  ragnarokDepth: 3,
  /** Victory cards revealed per round by player count. */
  victoryPerRound: { 3: 1, 4: 2, 5: 2 } as Readonly<Record<number, number>>,
  /** Strength below which the Assassin's victim lets its player draw (≤ 4). */
  assassinDrawMax: 4,
  /** A Priest may not join a line holding another Teiwaz unit of this strength or less. */
  priestBlockMax: 8,
  konungBase: 10,
  hirdmanPaired: 7,
  thorBonus: 5,
  fenrirPenalty: 5,
  outflankMaxReturn: 3,
  baldrDiscard: 4,
  minPlayers: 3,
  maxPlayers: 5,
} as const;
