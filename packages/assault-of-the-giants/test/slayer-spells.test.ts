import { expect } from 'chai';
import { describeMove } from '../src/ai.js';
import { SPELL_BY_ID, SPELLS } from '../src/data/index.js';
import { invariants } from '../src/invariants.js';
import { legalMoves } from '../src/rules/engine.js';
import { act, dice, giveSpells, makeState, seatOfRace, tryMove, unitsAt } from './helpers.js';

// Basic die faces: 2 → 2 hits, 5 → miss.
const TWO_HITS = 2;
const MISS = 5;

/** Hill giants in the High Forest; giantslayers next door, far away, and off the board. */
function hillWithSlayers() {
  const s = makeState({ current: 'hill', units: [{ race: 'hill', region: 'highForest', count: 2 }] });
  const hill = seatOfRace(s, 'hill');
  s.giantslayers[0]!.region = 'fallenLands'; // next to the High Forest
  s.giantslayers[1]!.region = 'icewind'; // far from any hill giant
  return { s, hill };
}

describe('assault-of-the-giants spells and giantslayers (REF-LIB19: a spell may target giantslayers unless it names a Giant)', () => {
  it('every spell says what it targets; only spells aimed at giantslayers deal damage out of battle', () => {
    for (const spell of SPELLS) {
      expect(['side', 'giants', 'giantslayer']).to.include(spell.target);
      expect(spell.damage > 0, spell.id).to.equal(spell.target === 'giantslayer');
    }
    expect(SPELL_BY_ID.mending!.target).to.equal('giants');
    expect(SPELL_BY_ID.lightning).to.include({ when: 'turn', target: 'giantslayer', damage: 3, range: 1 });
  });

  it('Lightning Bolt strikes a giantslayer in or next to a region with your giants: wounded, then defeated', () => {
    const { s, hill } = hillWithSlayers();
    giveSpells(s, hill, ['lightning', 'lightning']);
    const casts = legalMoves(s, hill).filter((m) => m.move === 'cast');
    expect(casts.map((m) => m.args)).to.deep.equal([['lightning', 'gs0']]);
    expect(tryMove(s, hill, 'cast', ['lightning'])).to.equal(false); // it must name its target
    expect(tryMove(s, hill, 'cast', ['lightning', 'gs1'])).to.equal(false); // out of range
    expect(tryMove(s, hill, 'cast', ['lightning', 'gs2'])).to.equal(false); // off the board
    act(s, hill, 'cast', ['lightning', 'gs0']);
    // 3 damage is short of a healthy giantslayer's Fortitude 4: wounded, still there.
    expect(s.giantslayers[0]).to.deep.include({ region: 'fallenLands', wounded: true });
    expect(s.spellDiscard).to.deep.equal(['lightning']);
    expect(s.flow.step).to.equal('start'); // the command is still to play
    act(s, hill, 'cast', ['lightning', 'gs0']);
    // A wounded one is defeated: off the board, healed for its return; no Resource card for a spell kill.
    expect(s.giantslayers[0]).to.deep.include({ region: null, wounded: false });
    expect(s.players[hill]!.resources).to.deep.equal([]);
    expect(legalMoves(s, hill).some((m) => m.move === 'cast')).to.equal(false);
    expect(invariants(s)).to.deep.equal([]);
    s.giantslayers[0]!.wounded = true; // what a spell kill must never leave behind
    expect(invariants(s)).to.deep.equal(['giantslayer gs0 off the board but wounded']);
  });

  it('Lightning Bolt is not castable with no giantslayer in range, nor after the command is played', () => {
    const { s, hill } = hillWithSlayers();
    s.giantslayers[0]!.region = null;
    giveSpells(s, hill, ['lightning']);
    expect(legalMoves(s, hill).some((m) => m.move === 'cast')).to.equal(false);
    s.giantslayers[0]!.region = 'highForest'; // in the giants' own region
    expect(legalMoves(s, hill).filter((m) => m.move === 'cast')).to.have.length(1);
    expect(describeMove(s, { move: 'cast', args: ['lightning', 'gs0'] }, String(hill))).to.include(
      'casts Lightning Bolt at the giantslayer in High Forest',
    );
    act(s, hill, 'play', ['plunder']);
    expect(tryMove(s, hill, 'cast', ['lightning', 'gs0'])).to.equal(false);
  });

  it('Mending names Giants, so it never heals a wounded giantslayer', () => {
    const { s, hill } = hillWithSlayers();
    s.giantslayers[0]!.region = 'highForest';
    s.giantslayers[0]!.wounded = true;
    s.units = s.units.map((u) => ({ ...u, wounded: true }));
    giveSpells(s, hill, ['mending']);
    act(s, hill, 'cast', ['mending']);
    expect(unitsAt(s, 'highForest').every((u) => !u.wounded)).to.equal(true);
    expect(s.giantslayers[0]!.wounded).to.equal(true);
  });

  it('in a giantslayer assault Fireball helps the giantslayers and Stoneskin the giants; permanent effects do not', () => {
    const s = makeState({
      current: 'fire',
      rows: { fire: ['trade', 'magic'] },
      units: [
        { race: 'fire', region: 'fallenLands' },
        { race: 'hill', region: 'dessarin', count: 3 },
      ],
      resources: { fire: ['rune-fire'] },
    });
    const fire = seatOfRace(s, 'fire');
    const hill = seatOfRace(s, 'hill');
    s.giantslayers[0]!.region = 'dessarin';
    giveSpells(s, fire, ['fireball']);
    giveSpells(s, hill, ['stoneskin']);
    act(s, fire, 'claim', ['fire-1', 'rune-fire']); // Fury of the Forge: +1 hit for fire's giants only
    act(s, fire, 'play', ['rest']);
    act(s, fire, 'slayerAssault', ['dessarin', 'hill'], dice(TWO_HITS, MISS));
    expect([s.flow.step, s.flow.combat!.decider]).to.deep.equal(['modify', fire]);
    act(s, fire, 'cast', ['fireball']);
    act(s, fire, 'convert', [0, 0], dice(MISS, MISS, MISS)); // the defence rolls now
    expect(s.flow.combat!.attack.hits).to.equal(4); // 2 rolled + 2 Fireball, no Fury of the Forge
    expect(s.flow.combat!.decider).to.equal(hill);
    act(s, hill, 'cast', ['stoneskin']);
    act(s, hill, 'convert', [0, 0]);
    expect(s.flow.combat!.defense.blocks).to.equal(2);
    expect(s.flow.combat!.damage.defender).to.equal(2);
  });
});
