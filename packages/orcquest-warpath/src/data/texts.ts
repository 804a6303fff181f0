import { EFFECTS } from './effects.js';
/**
 * Player-facing rules summary (our own words, from the rulebook), for the web app and the README.
 * Each entry: a title and a few sentences. Keywords the implemented sheets and cards use are below it.
 */
export const RULES_SUMMARY: readonly { readonly title: string; readonly text: string }[] = [
  {
    title: 'Goal',
    text: "You are the Orcs. Steal the farmer's totem from the farmhouse and carry it out through the Hero Exit before the 12th turn ends. You lose if every Hero dies, if the Alert Level goes past 15, or if time runs out.",
  },
  {
    title: 'A turn',
    text: 'Hero Phase: each Hero activates once, in any order, with 2 Action points to spend on face-up Skill cards; ending an Activation draws an Event card. Enemy Phase: alerted Enemy groups act. End of Turn: Skill cards turn face up again, and fallen Heroes may be brought back.',
  },
  {
    title: 'Moving',
    text: 'A Movement card gives Movement points: one per square, one more to climb out of a pond, one to open or close a door. Walls, closed doors, furniture, trees and Enemies stop you. Stepping out of the square in front of an Enemy (its Danger Zone) costs 2 automatic damage. Invisible, you may slip through a closed door without opening it; an Enemy right behind it spots you and your move ends.',
  },
  {
    title: 'Seeing and shooting',
    text: 'A Character sees along a line from square centre to square centre, only in the half in front of it. Walls, wall corners, closed doors and tall furniture block sight; Characters and tree trunks also block shots.',
  },
  {
    title: 'Fighting',
    text: 'Roll the Attack dice of your weapon against the target’s Defense dice. Equal colours cancel; a stronger shield cancels a weaker sword; swords weaker than the target’s Health colour do nothing. What is left deals 1, 2 or 4 damage. A kill earns Badass points, and one more for an unhurt Enemy felled in one blow.',
  },
  {
    title: 'Badass points',
    text: 'Spend them on extra Action points (1, then 2, then 3... per Hero Phase), in your own Activation or stepping in during another Hero’s: the Active Hero calls you in between two of their Actions, you act with the point, then their Activation goes on. Resurrecting a Hero lowers the Badass Limit by 10.',
  },
  {
    title: 'Exploring',
    text: 'Opening or smashing the door of a room, or seeing into the yard, reveals what waits there: Enemies, or a Chicken that heals 1 when you step on it.',
  },
  {
    title: 'Enemies',
    text: 'An Enemy that sees a Hero or an alerted Enemy is alerted. Alerted groups roll one Activation die: the colour says whether each Enemy flees or assaults. They go for the weakest Hero they can reach. If an alerted Enemy is still standing at the end of the Enemy Phase, the Alert Level rises.',
  },
  {
    title: 'Patrols and the Bell',
    text: 'Each Enemy Phase a Patrol card is drawn for every Patrol on its path: it walks on, dawdles, leaves a guard behind, turns about and walks back (and may then see who was following it), lets the Players pick one member who looks back or dozes off (the Hero nearest the Patrol chooses), or takes a Detour to the nearest closed door, opens it and explores the room, then walks back to its path the next turn. A Patrol card is also drawn for each Patrol Entrance: some bring in a new Patrol. A Patrol that sees a Hero is alerted and its Bell-ringer runs for the Bell; when the Bell rings the Alert jumps a colour, Patrols pour in at every free Entrance and Exit (in Quest 2 also by the red reinforcement Entrance) and no more Patrols come. War Dogs sniff out Invisible Heroes within 3 squares.',
  },
  {
    title: 'Quest 2 and the Boss',
    text: "Win Quest 1 and the campaign goes on to Quest 2, The Mill, with your Badass points paying back the Badass Limit. Steal the Baron's tax chest from the mill and carry it out by the ford. Lothar the Enchanter waits in the mill: choose which of his Book, Talisman and Staff your Attacks hit; only when all three are destroyed can he be hurt. He acts after the Enemy groups and answers every Attack with a Reaction card.",
  },
  {
    title: 'Quest 3 and the Cockatrice',
    text: "Win Quest 2 and the campaign goes on to Quest 3, The Cockatrice's Nest: steal its egg from the nest on the heath. The Cockatrice appears when you first see the nest. It is Massive — it covers 2×2 squares, nobody sees or shoots through it (unless standing on a tree trunk or tall furniture), its Danger Zone is 2 squares wide and it cannot be pushed — and it flies over everything while its Wings survive. Aim at its Wings, Beak, Tail or its own Health points: each card destroyed wounds it for 3. Its Wings swoop and buffet harder as it gets angrier, its Beak's gaze Petrifies, its Tail Poisons.",
  },
  {
    title: 'Loot',
    text: 'A Hero who kills an Enemy draws its Loot cards; smashing furniture gives one card, as Resources; taking an Objective gives a Relic. Stuff can be equipped at once in that Activation, otherwise at the End of Turn: two Hands (one for a two-handed weapon) within your Hands weight, one armor, one Artifact. Too heavy an Inventory and you cannot move. Drink Potions in the Hero Phase for free.',
  },
  {
    title: 'Rekup, Kraft and Enchant',
    text: 'A Rekup tilts a card into Resources (weight 1); never your last weapon. Kraft spends Resource cards (the extra is lost) to turn Stuff into its next Level, in your Activation or at the End of Turn. At the End of Turn a Fragment of Power buys an Enchant: the Stuff then rolls a green Badass die, and the right symbol triggers the effect; meet the card’s objective and it is enhanced. Two Enchants at most per piece.',
  },
  {
    title: 'End of Turn',
    text: 'With everyone alive the team may spend 10, 20 or 30 Badass points: each Hero learns a Skill card of that value. Heroes organise their Stuff and throw Loot to an ally they can shoot at (Range 3-5: the catcher takes a white die, 6-8 a grey one, no Defense). The next turn starts when every Hero is done.',
  },
  {
    title: 'Between Quests',
    text: 'After a won Quest the fallen rise for free, everyone is healed and leftover Badass points first pay back the Badass Limit. The next Quest opens on the camp: hand any card to another Hero with no throw and no risk, equip, Rekup, Kraft, Enchant and buy Skill cards; the Quest begins when every Hero is done. Every card and Skill is kept from Quest to Quest. A Hero who joins the campaign later starts with their own starting Stuff and Skill cards; one who sits a Quest out keeps their cards for their return. A Hero who takes the place of one who progressed gets that Hero’s cards too (what they cannot carry when the Quest begins is lost) and picks, for free, a Skill card of the same value as each the old Hero learnt.',
  },
  {
    title: 'What is reconstructed',
    text: "The Quest Book is not public: the three maps, their Objectives, Patrol paths and dice counts, the Enemy, Named Enemy and Boss sheets, the Boss cards (but the Cockatrice's Wings), the Patrol and Event cards and the dice faces are our own stand-ins. Potion and Relic effects, buyable Skill effects and the Relic reward of an Objective are guessed too. The rulebook rules, the Loot, Kraft and Enchant cards (a fan transcription), the buyable cards' names and prices, the Quest 1 Pools, the starting Badass and Alert values and the Cockatrice's Wings are the real ones.",
  },
];

/** The keywords used by the implemented sheets and cards, in our words (rulebook glossary, lines 824-872). */
export const KEYWORDS: Readonly<Record<string, string>> = {
  Agile: 'Moves diagonally past a free corner square; a Hero can also step onto furniture and tree trunks.',
  Scent:
    'An Invisible Hero within 3 squares of it loses Invisible, unless walls or closed doors are in between.',
  Smashing:
    'Walks through furniture (destroying it) and through closed doors (destroying them), but cannot open doors.',
  Brutality: 'Raises one Attack result a colour: yellow to orange, orange to red.',
  Precision: 'Reroll that many Attack dice.',
  Pushed: 'Shoved straight away from the attacker; bumping into something costs 1 automatic damage.',
  Flee: 'Turns its back and runs as far from the Heroes as it can.',
  Assault: 'Moves, then makes its strongest Attack.',
  'Counter-attack': 'Hits back at its attacker without moving, if it can reach.',
  Pursuit: 'Chases its attacker a few squares and attacks if it can.',
  'Shield Raise': 'Before the dice are rolled, its weakest Defense die becomes one colour darker.',
  Authority: 'Always acts first in its group.',
  Zone: 'Hits every Enemy within the Range, each rolling its own Defense.',
  Burn: 'Takes 1 automatic damage on its next Activation (Burn 2: 2, then Burn 1); water puts it out.',
  Combo:
    'After two Actions in a row that each dealt damage, use a card with the Combo mention for free (Main effect); if that Combo deals damage, a second Combo follows.',
  Defender: 'When another Enemy is attacked, it makes a free Attack on the attacker if it can reach them.',
  Smoke:
    'A Smoke token blocks sight through and into its square until the next Hero Phase; who stands in it still sees out.',
  'Smoke Bomb':
    'Before an Attack lands: a Smoke token on your square, Invisible, then a Move of 3 squares free of Danger Zones.',
  Dodge: 'Ignores the damage of the Attack, then steps 1 square away, free of Danger Zones.',
  Massive:
    'Covers 2×2 squares; blocks every line of sight and fire (except from a tree trunk or tall furniture); its Danger Zone is 2 squares wide; every square of its move must be free; never pushed.',
  Flight:
    'Moves over obstacles, terrain and Characters; only walls, closed doors and the edge stop it; it must land on free squares.',
  Petrified: 'Skips its next Activation and takes no damage until then.',
  Poison: 'Takes 1 automatic damage at the start of each Activation, until healed.',
  Atrocity: 'Reroll that many of the Enemy’s Defense dice.',
  Tenacity: 'Reroll that many of your Defense dice.',
  Toughness: 'Raises one Defense result a colour.',
  Riposte: 'Whoever attacks you takes a die of this colour, with no Defense.',
  Skewer: 'Results that hurt the target also hit the Character right behind it.',
  Dual: 'Two weapons of the same name attacking together give their bonus once.',
  Ferocity: 'One Attack die’s result counts twice.',
  Cruelty: 'Adds that many red Attack results.',
  Massacre: 'Adds an orange (or red) Attack result.',
  Breakthrough: 'Lowers one Defense result a colour (yellow stays yellow).',
  Crush: 'Removes the smallest Defense result.',
  Resistance: 'Adds an orange (or red) Defense result.',
  Indestructible: 'Adds that many red Defense results.',
  Threat: 'Removes the smallest Attack result.',
  'Life Drain': 'The target takes 1 automatic damage and you heal 1.',
  Explosion: 'The strongest Attack result also hits every other Enemy next to the target, with no Defense.',
  Lightning:
    'The same damage strikes that many other Enemies within 2 squares of the target; each one struck rolls a Badass die, and the Enchant’s symbol passes it on from there.',
  Phalanx: 'The other members of its group roll 1 more white Defense die when attacked (never more than 1).',
  Hindrance: 'A Hero who steps into its Danger Zone is Entangled 1: their move ends there.',
  Charge:
    'Runs up to that many squares in a straight line; if it moved, it turns and attacks a Character next to it. An Enemy charges when its walk left it short of a Hero.',
  Leap: 'Jumps up to that many squares to a square it can see, over furniture, Characters and terrain; walls and closed doors stop it. An Enemy leaps when its walk left it short of a Hero.',
  'Me First':
    'It may end its move on an ally’s square: it takes the place, and the ally steps to a free square beside it.',
  Support: 'Allies right next to it do not block its Ranged Attacks.',
  Cowardice:
    'It moves away from the closest Hero, as far as its Ranged Attack still reaches them, and shoots. The Officer does it on a Skull of his blue Badass die.',
  Teleport:
    'Ignores the damage of the Attack it takes, then a die dropped on the zone of that many squares around it picks where it reappears; an occupied square or an unexplored room and it stays.',
  Metamorphosis:
    'The Character (not a Boss, not Massive) becomes a Chicken: it loses its next Activation and is itself again at the end of it; a Chicken uses no Reaction card.',
  Throw:
    'Moves a Character (not a Boss, not Massive) up to that many squares and chooses how it faces; meeting an obstacle costs it 1 automatic damage, meeting a Character 1 each.',
  Resurrection:
    'A dead Hero in Line of Sight comes back with all their Health points; the Badass Limit does not drop.',
  'Shield Bash':
    'Struck in Melee, its Defense results that were not cancelled by results of their own colour hit back as Attack results of the same colour.',
  // The effect tokens of lines 798-820, in the rulebook's words (data/effects.ts).
  ...Object.fromEntries(Object.values(EFFECTS).map((e) => [e.name, e.text])),
};

/** What each move does, for buttons and the log (keyed by move name, `MOVE_NAMES`). */
export const MOVE_TEXTS = {
  enter: 'Step onto the board from the Hero Entrance (free).',
  move: 'Use your Movement card: Movement points to spend square by square.',
  attack: 'Use your Combat card: Attack an Enemy with your equipped weapon.',
  special: 'Use your own Skill card (Smash Through, Charging Attack or Wave of Fire).',
  strike: 'Make the Attack your Skill card owes after its move.',
  step: 'Move one square (1 Movement point, 2 out of a pond).',
  door: 'Open or close the door beside you (1 Movement point).',
  stop: 'Stop moving and choose which way to face.',
  exit: 'Leave the board through the Hero Exit.',
  buyAp: 'Buy an extra Action point with Badass points (1, then 2, then 3…).',
  end: 'End your Activation and draw an Event card.',
  react: 'Answer the Attack with your Reaction card (Slip Away: dodge and step aside).',
  pass: 'Take the Attack.',
  resurrect: 'Bring a fallen Hero back (the Badass Limit drops by 10).',
  nextTurn: 'Say you are done with the End of Turn: the next turn starts when every Hero is done.',
  aim: 'Choose the part of the Boss your Attacks hit: one of its Activation cards, or its Boss Sheet once nothing protects it (free).',
  equip: 'Equip a card from your Inventory (at the End of Turn, or one you found in this Activation).',
  unequip: 'Put an equipped card into your Inventory (End of Turn).',
  rekup: 'Rekup: turn Stuff into Resources (weight 1), or a Relic into a Fragment of Power.',
  discard: 'Throw a card away for good.',
  kraft: 'Kraft: spend Resource cards to upgrade Stuff to its next Level.',
  enchant: 'Enchant: trade a Fragment of Power for an Enchant card on a piece of Stuff (End of Turn).',
  throwLoot: 'Throw a card to an ally you have a Line of Fire to (End of Turn; risky beyond Range 2).',
  potion: 'Drink a Potion (free, Hero Phase).',
  learn:
    'Spend 10, 20 or 30 Badass points: each Hero learns a Skill card of that value (End of Turn, everyone alive).',
  skill:
    'Use a Skill card you learnt to Attack an Enemy; after two damaging Actions in a row, a card with the Combo mention is free (Main effect only).',
  hurl: 'Use a learnt Throw card: throw an Enemy beside you up to its X squares in a straight line and choose which way it faces.',
  heal: 'Use a learnt healing card on a Hero in your Line of Sight: heal their damage, or (Resurrection) bring a dead Hero back.',
  boost: 'Spend Badass points on your Boost card: it improves your next Attack of this Action.',
  vanish:
    'Answer the Attack with your Smoke Bomb: Smoke on your square, Invisible, then up to 3 squares away.',
  give: 'Hand a card to another Hero, with no throw and no risk (between Quests; never your last weapon).',
  catchUp:
    'A Hero who took the place of one who progressed chooses a Skill card of the same value as each the old Hero learnt (between Quests, free).',
  beginQuest: 'Say you are done at camp: the Quest begins (its first Hero Phase) when every Hero is done.',
  callIn:
    'Between two of your Actions, let another Hero step in: they buy an extra Action point with Badass points (and more if they like) and act with it, then your Activation goes on.',
  resume:
    'Hand back to the Active Hero: their Activation goes on (extra Action points left unspent are lost).',
  singleOut:
    'Enemy Phase: a Patrol card lets the Players single out one member of the Patrol; choose which (the Hero nearest the Patrol chooses for everyone).',
} as const;
