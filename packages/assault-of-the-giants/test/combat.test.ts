import { expect } from 'chai';
import { UNITS } from '../src/data/index.js';
import {
  arcaneShowing,
  canConvert,
  canReroll,
  conversions,
  convert,
  giantDice,
  mayReroll,
  npcModifiers,
  reroll,
  rerollMasks,
  rowModifiers,
  totals,
  unrolled,
} from '../src/rules/combat.js';
import { legalMoves } from '../src/rules/engine.js';
import { act, dice, makeState, type Scenario, seatOfRace, tryMove, unitsAt } from './helpers.js';

const BASIC = 'die-basic';
// Basic die faces: 0 → 1 hit, 1 → 1 hit, 2 → 2 hits, 3 → 1 block, 4 → 1 arcane, 5 → miss.
const TWO_HITS = 2;
const ONE_HIT = 0;
const BLOCK = 3;
const ARCANE = 4;
const MISS = 5;

describe('assault-of-the-giants combat dice', () => {
  it('the row gives Leader re-rolls (cards to its right), Attack arcane→2 hits (left), Magic arcane→block (right)', () => {
    expect(rowModifiers(['leader', 'trade', 'magic', 'attack'], 'attack')).to.deep.equal({
      rerolls: 3,
      arcaneToHits: 3,
      arcaneToBlocks: 1,
    });
    expect(rowModifiers(['attack'], 'attack')).to.deep.equal({
      rerolls: 0,
      arcaneToHits: 0,
      arcaneToBlocks: 0,
    });
  });

  it('a face showing 2 arcane is 2 arcane results for the conversion limits (ruling G7)', () => {
    // Cloud die face 3 shows 2 arcane.
    const side = {
      ...unrolled(['die-cloud'], { rerolls: 0, arcaneToHits: 1, arcaneToBlocks: 1 }),
      faces: [3],
      rolled: true,
    };
    expect(arcaneShowing(side)).to.equal(2);
    expect(canConvert(side, 1, 1)).to.equal(true);
    expect(totals(['die-cloud'], [3], 1, 1)).to.deep.equal({ hits: 2, blocks: 1 });
    expect(totals(['die-cloud'], [3], 2, 0)).to.deep.equal({ hits: 4, blocks: 0 });
  });

  it('conversions stay within the row’s limits and the arcane showing; unconverted arcane is a miss', () => {
    const side = {
      ...unrolled([BASIC, BASIC], { rerolls: 0, arcaneToHits: 1, arcaneToBlocks: 0 }),
      faces: [ARCANE, ARCANE],
      rolled: true,
    };
    expect(conversions(side)).to.deep.equal([
      [0, 0],
      [1, 0],
    ]);
    expect(canConvert(side, 0, 1)).to.equal(false);
    convert(side, 1, 0);
    expect(side).to.include({ hits: 2, blocks: 0 });
  });

  it('one re-roll action: the chosen dice together, at most as many as allowed, never a die twice (ruling G6)', () => {
    const side = {
      ...unrolled([BASIC, BASIC, BASIC], { rerolls: 2, arcaneToHits: 0, arcaneToBlocks: 1 }),
      faces: [MISS, MISS, MISS],
      rolled: true,
    };
    expect(canReroll(side, 0b111)).to.equal(false);
    expect(rerollMasks(side)).to.deep.equal([0b001, 0b010, 0b011, 0b100, 0b101, 0b110]);
    reroll(side, 0b011, dice(ARCANE, TWO_HITS));
    expect(side.faces).to.deep.equal([ARCANE, TWO_HITS, MISS]);
    expect(mayReroll(side)).to.equal(false);
    // A re-rolled die may still be converted.
    expect(canConvert(side, 0, 1)).to.equal(true);
  });

  it('NPCs: always their race die, up to 2 re-rolls and 2 arcane→block conversions (p.20 l.10-20)', () => {
    const u = {
      id: 'x',
      race: 'stone' as const,
      kind: 'regular' as const,
      region: 'r',
      wounded: false,
      special: false,
    };
    expect(giantDice([u], 'stone', true)).to.deep.equal([BASIC, 'die-stone']);
    expect(giantDice([u], 'stone', false)).to.deep.equal([BASIC]);
    expect(giantDice([{ ...u, kind: 'champion' }], 'stone', false)).to.deep.equal([BASIC, 'die-stone']);
    expect(npcModifiers()).to.deep.equal({ rerolls: 2, arcaneToHits: 0, arcaneToBlocks: 2 });
  });

  it('rolls at most six basic dice for a side', () => {
    const us = Array.from({ length: 8 }, (_, i) => ({
      id: `u${i}`,
      race: 'hill' as const,
      kind: 'regular' as const,
      region: 'r',
      wounded: false,
      special: false,
    }));
    expect(giantDice(us, 'hill', false)).to.have.length(6);
  });
});

describe('assault-of-the-giants battles', () => {
  /** Stone (4 regulars in the Fallen Lands) attacks hill in the High Forest; hill decides its casualties. */
  function battle(hill: Scenario['units'], faces: number[]) {
    const s = makeState({
      current: 'stone',
      units: [{ race: 'stone', region: 'fallenLands', count: 4 }, ...(hill ?? [])],
    });
    const stone = seatOfRace(s, 'stone');
    act(s, stone, 'play', ['attack']);
    act(s, stone, 'attack', ['fallenLands', 'highForest'], dice(...faces));
    return { s, stone, hill: seatOfRace(s, 'hill') };
  }

  it('the defender chooses casualties one giant at a time, each soaking all it can (the 7-damage example, p.17–18)', () => {
    const { s, stone, hill } = battle(
      [
        { race: 'hill', region: 'highForest', wounded: true },
        { race: 'hill', region: 'highForest', count: 2 },
      ],
      [TWO_HITS, TWO_HITS, TWO_HITS, ONE_HIT, MISS, MISS, MISS],
    );
    expect(s.flow.combat!.damage).to.deep.equal({ defender: 7, attacker: 0 });
    expect(s.flow.step).to.equal('casualty');
    expect(s.flow.combat!.decider).to.equal(hill);
    expect(legalMoves(s, stone)).to.deep.equal([]);
    const [wounded, a, b] = unitsAt(s, 'highForest');
    act(s, hill, 'soak', [wounded!.id]); // soaks 2, 5 left
    act(s, hill, 'soak', [a!.id]); // soaks 3, 2 left
    act(s, hill, 'soak', [b!.id]); // 2 < 3: wounded
    expect(unitsAt(s, 'highForest')).to.have.length(1);
    expect(unitsAt(s, 'highForest')[0]!.wounded).to.equal(true);
    expect(s.players[stone]!.op).to.equal(2 * UNITS.regular.ordningValue);
    expect(s.flow.combat).to.equal(null);
    expect(s.flow.current).not.to.equal(stone); // the Attack command is over
  });

  it('blocks cancel hits; the attacker takes the defender’s unblocked hits and the defending player scores them', () => {
    // Attack: 2+2+2+1 = 7 hits. Defence (2 hill regulars): 2 hits and 1 block.
    const { s, stone, hill } = battle(
      [{ race: 'hill', region: 'highForest', count: 2 }],
      [TWO_HITS, TWO_HITS, TWO_HITS, BLOCK, TWO_HITS, BLOCK],
    );
    expect(s.flow.combat!.damage).to.deep.equal({ defender: 5, attacker: 1 });
    const [a, b] = unitsAt(s, 'highForest');
    act(s, hill, 'soak', [a!.id]); // soaks 3 and dies, 2 left
    act(s, hill, 'soak', [b!.id]); // 2 < 3: wounded
    expect(unitsAt(s, 'highForest').map((u) => u.wounded)).to.deep.equal([true]);
    expect(s.players[stone]!.op).to.equal(UNITS.regular.ordningValue);
    // Now the attacker chooses its own casualty; a wounded giant would die to any damage.
    expect(s.flow.combat!.decider).to.equal(stone);
    act(s, stone, 'soak', [unitsAt(s, 'fallenLands')[0]!.id]);
    expect(unitsAt(s, 'fallenLands').filter((u) => u.wounded)).to.have.length(1);
    expect(s.players[hill]!.op).to.equal(0);
  });

  it('a wounded giant is defeated by any damage', () => {
    const { s, hill } = battle(
      [{ race: 'hill', region: 'highForest', wounded: true, kind: 'elite' }],
      [ONE_HIT, MISS, MISS, MISS, MISS],
    );
    act(s, hill, 'soak', [unitsAt(s, 'highForest')[0]!.id]);
    expect(unitsAt(s, 'highForest')).to.have.length(0);
  });

  it('may not attack another race’s Starting Region before the Final Ordning, but may after it', () => {
    const units = [
      { race: 'stone' as const, region: 'highForest' },
      { race: 'hill' as const, region: 'sumber' },
      { race: 'hill' as const, region: 'delimbiyr' },
    ];
    const s = makeState({ current: 'stone', units });
    const stone = seatOfRace(s, 'stone');
    act(s, stone, 'play', ['attack']);
    expect(legalMoves(s, stone).filter((m) => m.move === 'attack')).to.deep.equal([
      { move: 'attack', args: ['highForest', 'delimbiyr'] },
    ]);
    expect(tryMove(s, stone, 'attack', ['highForest', 'sumber'])).to.equal(false);
    const late = makeState({ current: 'stone', units, era: 'finalOrdning' });
    act(late, stone, 'play', ['attack']);
    act(late, stone, 'attack', ['highForest', 'sumber']);
  });

  it('refuses region names that are not regions, such as `__proto__`, without throwing', () => {
    const s = makeState({
      current: 'stone',
      units: [
        { race: 'stone', region: 'highForest' },
        { race: 'hill', region: 'delimbiyr' },
      ],
    });
    const stone = seatOfRace(s, 'stone');
    act(s, stone, 'play', ['attack']);
    for (const bad of ['__proto__', 'constructor', 'toString'])
      expect(tryMove(s, stone, 'attack', [bad, 'delimbiyr'])).to.equal(false);
    expect(tryMove(s, stone, 'attack', ['highForest', '__proto__'])).to.equal(false);
  });

  it('attacks only adjacent regions held by another race', () => {
    const s = makeState({
      current: 'stone',
      units: [
        { race: 'stone', region: 'highForest' },
        { race: 'hill', region: 'highMoor' },
      ],
    });
    const stone = seatOfRace(s, 'stone');
    act(s, stone, 'play', ['attack']);
    expect(tryMove(s, stone, 'attack', ['highForest', 'highMoor'])).to.equal(false);
  });
});

describe('assault-of-the-giants modifying dice in battle', () => {
  it('the attacker re-rolls with Leader and converts with Attack and Magic, then a player defender uses its own row', () => {
    const s = makeState({
      current: 'stone',
      rows: { stone: ['leader', 'magic', 'trade'], hill: ['magic', 'plunder'] },
      units: [
        { race: 'stone', region: 'fallenLands', count: 2 },
        { race: 'hill', region: 'highForest', count: 2 },
      ],
    });
    const stone = seatOfRace(s, 'stone');
    const hill = seatOfRace(s, 'hill');
    act(s, stone, 'play', ['attack']);
    act(s, stone, 'attack', ['fallenLands', 'highForest'], dice(MISS, ARCANE));
    const c = s.flow.combat!;
    // Row: leader, magic, trade, attack → 3 re-rolls, 2 conversions to blocks, 3 to 2 hits.
    expect(c.attack).to.include({ rerolls: 3, arcaneToBlocks: 2, arcaneToHits: 3 });
    expect(c.decider).to.equal(stone);
    act(s, stone, 'reroll', [0b01], dice(ARCANE));
    // Two arcane now: one into 2 hits (Attack), one into a block (Magic). Then hill rolls two misses.
    act(s, stone, 'convert', [1, 1], dice(MISS, MISS));
    expect(s.flow.combat!.attack).to.include({ hits: 2, blocks: 1 });
    expect(s.flow.step).to.equal('casualty');
    expect(s.flow.combat!.damage).to.deep.equal({ defender: 2, attacker: 0 });
    expect(s.flow.combat!.decider).to.equal(hill);
  });

  it('a player defender converts with its own Magic card', () => {
    const s = makeState({
      current: 'stone',
      rows: { hill: ['magic', 'plunder'] },
      units: [
        { race: 'stone', region: 'fallenLands' },
        { race: 'hill', region: 'highForest' },
      ],
    });
    const stone = seatOfRace(s, 'stone');
    const hill = seatOfRace(s, 'hill');
    act(s, stone, 'play', ['attack']);
    act(s, stone, 'attack', ['fallenLands', 'highForest'], dice(ONE_HIT, ARCANE));
    expect(s.flow.step).to.equal('modify');
    expect(s.flow.combat!.decider).to.equal(hill);
    expect(legalMoves(s, hill).map((m) => m.args)).to.deep.equal([
      [0, 0],
      [0, 1],
    ]);
    act(s, hill, 'convert', [0, 1]);
    // 1 hit against 1 block, no hits back: nobody is hurt and the battle is over.
    expect(s.flow.combat).to.equal(null);
    expect(s.units.every((u) => !u.wounded)).to.equal(true);
  });
});

describe('assault-of-the-giants NPC battles', () => {
  /** 3 players: cloud, storm and stone are NPCs. Hill attacks cloud's two regulars in the Dessarin Valley. */
  function npcBattle(faces: number[]) {
    const s = makeState({
      players: 3,
      current: 'hill',
      units: [
        { race: 'hill', region: 'sumber', count: 2 },
        { race: 'cloud', region: 'dessarin', count: 2 },
      ],
    });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['attack']);
    act(s, hill, 'attack', ['sumber', 'dessarin'], dice(...faces));
    return { s, hill };
  }

  it('the player to the right of the active player decides for the NPC giants; full Ordning Value to the attacker', () => {
    // Hill: 2+2 = 4 hits. Cloud NPC: 2 basic dice + the cloud die, all misses.
    const { s, hill } = npcBattle([TWO_HITS, TWO_HITS, MISS, MISS, MISS]);
    expect(s.flow.combat!.defense.dice).to.deep.equal([BASIC, BASIC, 'die-cloud']);
    const right = (hill + 2) % 3;
    // The controller first handles the NPC dice: up to 2 re-rolled together, then up to 2 arcane → block.
    expect(s.flow.step).to.equal('modify');
    expect(s.flow.combat!.decider).to.equal(right);
    expect(legalMoves(s, hill)).to.deep.equal([]);
    expect(tryMove(s, right, 'reroll', [0b111])).to.equal(false);
    act(s, right, 'reroll', [0b011], dice(MISS, MISS));
    expect(s.flow.step).to.equal('casualty'); // no arcane showing: nothing left to decide
    expect(s.flow.combat!.decider).to.equal(right);
    const [a, b] = unitsAt(s, 'dessarin');
    act(s, right, 'soak', [a!.id]);
    act(s, right, 'soak', [b!.id]);
    expect(s.players[hill]!.op).to.equal(0 + 1); // 3 + 1: one regular defeated, the second only wounded
  });

  it('NPC giants that defeat attackers give nobody any Ordning Points, not even their controller', () => {
    // Hill rolls nothing; cloud rolls 2+2 hits on its basic dice and 3 hits on its die.
    const { s, hill } = npcBattle([MISS, MISS, TWO_HITS, TWO_HITS, 0]);
    act(s, (hill + 2) % 3, 'convert', [0, 0]); // keep the dice
    expect(s.flow.combat!.damage.attacker).to.equal(7);
    act(s, hill, 'soak', [unitsAt(s, 'sumber')[0]!.id]);
    act(s, hill, 'soak', [unitsAt(s, 'sumber')[0]!.id]);
    expect(unitsAt(s, 'sumber')).to.have.length(0);
    expect(s.players.map((p) => p.op)).to.deep.equal([0, 0, 0]);
  });

  it('giantslayers assaulting NPC giants: the player on the right decides (ruling G14), half value rounded up (ruling G8)', () => {
    const s = makeState({
      players: 3,
      current: 'hill',
      rows: { hill: ['trade', 'magic', 'plunder', 'move'] },
      units: [{ race: 'cloud', region: 'dessarin', kind: 'champion' }],
    });
    const hill = seatOfRace(s, 'hill');
    s.giantslayers[0]!.region = 'dessarin';
    s.giantslayers[1]!.region = 'dessarin';
    act(s, hill, 'play', ['rest']);
    expect(tryMove(s, hill, 'slayerAssault', ['dessarin', 'hill'])).to.equal(false); // never your own giants
    // 4 basic dice: 2+2+2+2 = 8 hits. Cloud: basic + cloud die, misses.
    act(
      s,
      hill,
      'slayerAssault',
      ['dessarin', 'cloud'],
      dice(TWO_HITS, TWO_HITS, TWO_HITS, TWO_HITS, MISS, MISS, MISS, MISS),
    );
    expect(s.flow.step).to.equal('modify');
    expect(s.flow.combat!.decider).to.equal((hill + 2) % 3);
    act(s, (hill + 2) % 3, 'convert', [0, 0]);
    expect(s.flow.combat!.decider).to.equal((hill + 2) % 3);
    act(s, (hill + 2) % 3, 'soak', [unitsAt(s, 'dessarin')[0]!.id]);
    expect(s.players[hill]!.op).to.equal(Math.ceil(UNITS.champion.ordningValue / 2));
    // 4 actions, 2 spent on the assault; nothing else may follow an assault but more assaults, so the Rest
    // ends by itself and the row comes back.
    expect(s.players[hill]!.row).to.deep.equal([]);
    expect(s.flow.current).not.to.equal(hill);
  });

  it('giantslayers killed by a player’s giants give that player 1 Resource card each (NPCs: slayer-casualties.test.ts)', () => {
    const s = makeState({
      current: 'stone',
      rows: { stone: ['trade', 'magic'] },
      units: [{ race: 'hill', region: 'dessarin', count: 3 }],
    });
    const stone = seatOfRace(s, 'stone');
    const hill = seatOfRace(s, 'hill');
    s.giantslayers[0]!.region = 'dessarin';
    act(s, stone, 'play', ['rest']);
    // Giantslayer: 2 misses. Hill: 3 basic dice, 2+2+2 = 6 hits ≥ 4 fortitude.
    act(s, stone, 'slayerAssault', ['dessarin', 'hill'], dice(MISS, MISS, TWO_HITS, TWO_HITS, TWO_HITS));
    act(s, stone, 'soak', [s.giantslayers[0]!.id]); // the Rest player takes the hits (ruling G17)
    expect(s.giantslayers[0]!.region).to.equal(null);
    expect(s.players[hill]!.resources).to.have.length(1);
  });
});
