import { rngFromSeed } from '@skald/core';
import { expect } from 'chai';
import { determinize } from '../src/ai.js';
import { TUNING } from '../src/data/index.js';
import { legalMoves } from '../src/rules/engine.js';
import type { GiantsState } from '../src/state.js';
import { viewFor } from '../src/view.js';
import { act, battle, dice, giveSpells, makeState, seatOfRace, tryMove, unitsAt } from './helpers.js';

// Basic die faces: 0 → 1 hit, 2 → 2 hits, 3 → 1 block, 5 → miss.
const TWO_HITS = 2;
const MISS = 5;

describe('assault-of-the-giants spells (Magic)', () => {
  it('Magic draws 1 Spell card plus 1 per 2 cards to its left, up to a hand of 3', () => {
    const s = makeState({ current: 'hill', rows: { hill: ['trade', 'plunder', 'move', 'rest'] } });
    const hill = seatOfRace(s, 'hill');
    const deck = s.spellDeck.length;
    act(s, hill, 'play', ['magic']);
    expect(s.players[hill]!.spells).to.have.length(TUNING.spellDraw.value + 2);
    expect(s.spellDeck).to.have.length(deck - 3);

    const t = makeState({ current: 'hill', rows: { hill: ['trade', 'plunder', 'move', 'rest'] } });
    giveSpells(t, hill, ['fireball', 'fireball']);
    act(t, hill, 'play', ['magic']);
    expect(t.players[hill]!.spells).to.have.length(TUNING.spellHandLimit.value);
  });

  it('a battle spell is cast while the side modifies and counts in its final totals', () => {
    const { s, stone, hill } = battle();
    giveSpells(s, stone, ['fireball']);
    giveSpells(s, hill, ['stoneskin']);
    act(s, stone, 'play', ['attack']);
    // Attack: 2+2+0+0 = 4 hits; defence: 2 hits. Without spells nothing would wait for a decision.
    act(s, stone, 'attack', ['fallenLands', 'highForest'], dice(TWO_HITS, TWO_HITS, MISS, MISS));
    expect(s.flow.step).to.equal('modify');
    expect(legalMoves(s, stone).map((m) => m.move)).to.include('cast');
    act(s, stone, 'cast', ['fireball']);
    expect(tryMove(s, stone, 'cast', ['fireball'])).to.equal(false); // one spell per side per battle
    act(s, stone, 'convert', [0, 0], dice(TWO_HITS, MISS)); // the defence rolls now
    expect(s.flow.combat!.attack.hits).to.equal(6);
    // The defending player casts from its own hand.
    expect(s.flow.combat!.decider).to.equal(hill);
    act(s, hill, 'cast', ['stoneskin']);
    act(s, hill, 'convert', [0, 0]);
    expect(s.flow.combat!.defense.blocks).to.equal(2);
    expect(s.flow.combat!.damage).to.deep.equal({ defender: 4, attacker: 2 });
    expect(s.spellDiscard).to.have.members(['fireball', 'stoneskin']);
    expect(s.players[stone]!.spells).to.deep.equal([]);
  });

  it('NPC sides cast nothing, and a turn spell cannot be cast in a battle', () => {
    const s = makeState({
      players: 4,
      current: 'stone',
      units: [
        { race: 'stone', region: 'fallenLands', count: 4 },
        { race: 'fire', region: 'highForest', count: 2 },
      ],
    });
    const stone = seatOfRace(s, 'stone');
    const right = (stone + 3) % 4;
    giveSpells(s, stone, ['mending']);
    giveSpells(s, right, ['stoneskin']);
    act(s, stone, 'play', ['attack']);
    act(
      s,
      stone,
      'attack',
      ['fallenLands', 'highForest'],
      dice(TWO_HITS, TWO_HITS, MISS, MISS, MISS, MISS, MISS),
    );
    // Stone holds only Mending: its side has nothing to decide. The NPC side waits on its re-rolls only.
    expect(s.flow.combat!.attack.convertDone).to.equal(true);
    expect(s.flow.combat!.decider).to.equal(right);
    expect(legalMoves(s, right).map((m) => m.move)).not.to.include('cast');
    expect(tryMove(s, right, 'cast', ['stoneskin'])).to.equal(false);
  });

  it('Mending heals every wounded giant of yours before your command, and only then', () => {
    const s = makeState({
      current: 'hill',
      units: [
        { race: 'hill', region: 'highForest', wounded: true, count: 2 },
        { race: 'stone', region: 'fallenLands', wounded: true },
      ],
    });
    const hill = seatOfRace(s, 'hill');
    giveSpells(s, hill, ['mending', 'mending']);
    act(s, hill, 'cast', ['mending']);
    expect(unitsAt(s, 'highForest').map((u) => u.wounded)).to.deep.equal([false, false]);
    expect(unitsAt(s, 'fallenLands')[0]!.wounded).to.equal(true);
    expect(s.flow.step).to.equal('start'); // the command is still to play
    act(s, hill, 'play', ['move']);
    expect(tryMove(s, hill, 'cast', ['mending'])).to.equal(false);
    expect(tryMove(s, seatOfRace(s, 'stone'), 'cast', ['mending'])).to.equal(false);
  });

  it('others see how many spells a player holds, not which; determinize re-deals only those', () => {
    const s = makeState({ current: 'hill' });
    const hill = seatOfRace(s, 'hill');
    const stone = seatOfRace(s, 'stone');
    giveSpells(s, hill, ['fireball', 'mending']);
    giveSpells(s, stone, ['stoneskin']);
    const seen = viewFor(s, String(stone));
    expect(seen.players[hill]!.spells).to.equal(null);
    expect(seen.players[hill]!.spellCount).to.equal(2);
    expect(seen.players[stone]!.spells).to.deep.equal(['stoneskin']);
    expect(seen.spellDeck).to.equal(s.spellDeck.length);
    const d = determinize(s, String(stone), rngFromSeed('spells'));
    expect(d.players[stone]!.spells).to.deep.equal(['stoneskin']);
    expect(d.players[hill]!.spells).to.have.length(2);
    const all = (g: GiantsState) => [...g.spellDeck, ...g.players.flatMap((p) => p.spells)].sort();
    expect(all(d)).to.deep.equal(all(s));
  });
});
