/**
 * The move grammar (one name per kind of decision, small integer or string arguments):
 * enter(square) · move(effect) · attack(effect, option, enemyId) · special(effect) ·
 * strike(option, enemyId) · step(dir 0-7) · door(dir 0-3) ·
 * stop(facing 0-3) · exit() · buyAp() · end() · react(dir -1..7) · pass() · resurrect(seat) · nextTurn() ·
 * aim(part -1..2): the part of the Boss the Active Hero's Attacks hit (a card index, -1 its sheet).
 * Cards (rules/characters/gear.ts references: 0-1 Hands, 2 Body, 3 Artifact, 4+i Inventory): equip(ref) ·
 * unequip(ref) · rekup(ref) · discard(ref) · kraft(ref) · enchant(enchantId, ref) · throwLoot(ref, seat) ·
 * potion(ref) · learn(cost, cardIds) · skill(cardId, effect, option, enemyId) (a learnt Attack card) ·
 * boost(id, effect) · vanish(square) (Smoke Bomb) · give(ref, seat) · beginQuest() (the exchange step, rules/phases/camp.ts) ·
 * singleOut(enemyId): the Players single out a Patrol member (line 554, rules/enemies/patrol-choice.ts) ·
 * callIn(seat) · resume(): another Hero's extra Action inside an Activation (line 510, rules/heroes/cut-in.ts).
 * `effect` may be 'combo': the Main effect free (lines 407-417).
 */
export const MOVE_NAMES = [
  'enter',
  'move',
  'attack',
  'special',
  'strike',
  'step',
  'door',
  'stop',
  'exit',
  'buyAp',
  'end',
  'react',
  'pass',
  'resurrect',
  'nextTurn',
  'aim',
  'equip',
  'unequip',
  'rekup',
  'discard',
  'kraft',
  'enchant',
  'throwLoot',
  'potion',
  'learn',
  'skill',
  'heal',
  'hurl',
  'boost',
  'vanish',
  'give',
  'catchUp',
  'beginQuest',
  'singleOut',
  'callIn',
  'resume',
] as const;
/** The name of one OrcQuest move (one of MOVE_NAMES). */
export type MoveName = (typeof MOVE_NAMES)[number];
