/** Player-facing texts: the rules summary and the keywords (in our own words). Cards, units and races carry their own `text`. */

export const RULES_SUMMARY: readonly string[] = [
  'Six giant races compete to top the new ordning. Races without a player are NPCs: they never move or attack, but defend when attacked.',
  'Turn order follows the Giant Race Tokens: the highest number starts and play passes to the left.',
  'On your turn you may first claim one Event (the top card of your race’s special stack or one of the three universal events face up): meet its requirement, spend the rune it shows, score its Ordning Points and take its reward. Some rewards are permanent effects (our own list): the claimed card stays in front of you and its effect lasts the rest of the game.',
  'Then you must play one Command card from your hand to the right end of your row and carry it out. Cards to the left of Move, Trade, Rest and Attack make them stronger; cards to the right of Leader and Magic make them stronger in battle.',
  'Rest gives giantslayer actions and brings every played card back to your hand. Magic draws Spell cards (our own list: the real spells are not public): cast a battle spell while your side modifies its roll, Mending or Lightning Bolt before your command. A spell may target giantslayers unless it names Giants.',
  'Each maneuver moves one giant one region. A march takes the shortest way unless you name another; crossing a region held by another race costs a Resource card of any type or a wound on the moving giant, chosen region by region, once per region per turn.',
  'Battles: both sides roll combat dice (one basic die per giant, at most six, plus the race die when a leader or champion fights), modify them with their row, and each side’s hits minus the other side’s blocks are dealt as damage. The side taking damage chooses which giant soaks it, one giant at a time.',
  'Defeating a giant scores its Ordning Value. Scores are kept face down until the end.',
  'Each race has a story-goal card naming a deed (our own design: the real cards are not public). Doing it places a story token on the card, at most one a turn; the tokens waive the rune of your special events, and the third scores 5 Ordning Points. Some universal Events waive their rune too.',
  'Runes also act in battle (our own design): while your side modifies its roll you may discard one rune before your final totals, storm, fire and hill runes for +1 hit, cloud, frost and stone runes for +1 block.',
  'When the first pool of Ordning Points is empty, the Final Ordning begins: Starting Regions may be attacked and entered. When the second pool is empty, play continues until the last player of the old ordning has had a turn, then one more full round.',
  'Most Ordning Points wins; ties go to the most Resource cards, then the most regions occupied; then the tied players share the victory.',
];

/** Game terms → a short explanation, for tooltips and the rules page. */
export const KEYWORDS: Readonly<Record<string, string>> = {
  'Ordning Points': 'Victory points: the giants’ standing. Hidden until the game ends.',
  'Ordning Value': 'What a giant is worth to whoever defeats it.',
  Fortitude: 'How much damage a giant soaks. A wounded giant has less and dies to any damage.',
  'Starting Region':
    'A race’s home. Others may cross it, but may not stop in or attack it before the Final Ordning.',
  'Small Folk Region': 'Any other region. Giantslayers are recruited only here.',
  'Unit Maneuver': 'Moving one giant into a neighbouring region.',
  Toll: 'Crossing a region held by another race costs 1 Resource card of any type to that race (to the discard for NPCs) or a wound on the crossing giant (once per march: a giant is wounded only once), chosen region by region, once per region per turn.',
  'Stacking limit': 'The most giants of one race in one region (storm giants: 3).',
  Hit: 'A die result: 1 damage unless blocked.',
  Block: 'A die result: cancels 1 enemy hit.',
  Arcane: 'A die result that does nothing unless a card converts it (Attack: 2 hits; Magic, NPCs: 1 block).',
  'Re-roll': 'Rolling a die again (Leader in your row; NPCs up to 2). Each die at most once per battle.',
  Spell:
    'A card drawn with the Magic command (at most 3 held, hidden from others): Fireball +2 hits or Stoneskin +2 blocks in a battle (for giants or giantslayers alike), Mending heals your giants before your command, Lightning Bolt strikes a giantslayer near your giants before your command. A spell that names Giants never touches a giantslayer.',
  Giantslayer: 'A neutral hero any player commands during a Rest; it assaults giants in its own region.',
  'NPC giants':
    'Races without a player. In battle, the player to the right of the active player decides for them.',
  'Final Ordning':
    'Begins when the first Ordning Point pool is empty: Starting Regions can be attacked and entered; homeless races recruit in any region they hold.',
  Endgame:
    'Begins when the second pool is empty: play on until the last of the old ordning has had a turn, then one final round.',
  'Story token':
    'Placed on your race’s story-goal card each time you do the deed it names (at most one a turn). Tokens there waive the rune of your special events; the third completes the goal for 5 Ordning Points.',
  'Story goal':
    'Each race’s goal card: storm claim Events, cloud trade, fire play Plunder, frost defeat giants, stone play Rest, hill recruit.',
  'Permanent effect':
    'An Event reward that stays with the player who claimed the card for the rest of the game (our own list): a maneuver more on every Move, a Recruit Point more, a higher trade limit, a card more on each Plunder, or a hit when attacking / a block when defending. Effects of different Events add up.',
  'Rune waiver':
    'Some Events need no rune when an extra condition holds (printed on the card): claim them with “waived”.',
  'Lyn Armaal':
    'The cloud giants’ flying castle: they recruit where it is, or anywhere they hold if the Evermoors fall. A cloud Move may fly it to a region holding cloud giants, a maneuver per region, toll-free (our own reading).',
};

/** What each move does, for buttons and tooltips. */
export const MOVE_TEXTS: Readonly<Record<string, string>> = {
  claim:
    'Claim an Event before your command: meet its requirement, spend the rune (none when its waiver holds), score its Ordning Points.',
  play: 'Play a Command card from your hand to the right end of your row and carry it out.',
  march:
    'Move one giant to a region within your maneuvers left, by the shortest way or by a way you name (a longer one may avoid tolls). Offered only when you can pay every toll on the way; you then pay them one region at a time.',
  payToll:
    'Pay the toll for the next region your marching giant crosses: 1 Resource card of any type to the race holding it (to the discard for NPCs), or a wound on the giant (once per march). The giant arrives after the last toll.',
  fly: 'Fly Lyn Armaal to a region holding cloud giants (a maneuver per region, no tolls): the cloud giants recruit where she is.',
  recruit: 'Spend Recruit Points on a new giant in a region where you may recruit.',
  swap: 'Trade one Resource card with the deck (or, once per trade, for a card in the discard pile).',
  offer:
    'Offer another player Resource cards for some of theirs, in any ratio (you give at most your trade limit): one for one, a gift, two Food for a rune, a rune for two Food…',
  accept: 'Accept the trade you were offered.',
  refuse: 'Refuse the trade you were offered.',
  force: 'Force a trade: take cards at random from another player, then give back as many of your choice.',
  giveBack: 'Give back one card to the player you forced to trade.',
  attack: 'Send your giants in one region against the giants of another race in a neighbouring region.',
  reroll: 'Re-roll the chosen dice together (Leader card: 1 die per card to its right; NPCs: up to 2).',
  convert:
    'Finish your roll: turn arcane results into 2 hits each (Attack card) or 1 block each (Magic card, NPCs).',
  soak: 'Choose which giant (or, in a giantslayer assault, which giantslayer) takes the next damage.',
  spend:
    'Discard a rune from your hand in battle, before your final totals: storm, fire and hill runes add a hit, cloud, frost and stone runes a block (one card per battle).',
  cast: 'Cast a Spell card: a battle spell while your side modifies its roll (one per battle); Mending, or Lightning Bolt at a giantslayer in or next to a region with your giants, before your command.',
  slayerRecruit: 'Bring a giantslayer into a Small Folk Region (2 actions).',
  slayerMove: 'Move a giantslayer (1 action per region).',
  slayerAssault:
    'Make the giantslayers in a region assault one race’s giants there (1 action per giantslayer).',
  done: 'End the command you are carrying out.',
};
