import { expect } from 'chai';
import { RESOURCES } from '../src/data/index.js';
import { legalMoves } from '../src/rules/engine.js';
import { act, battle, dice, makeState, seatOfRace, tryMove } from './helpers.js';

// Basic die faces: 2 → 2 hits, 5 → miss.
const TWO_HITS = 2;
const MISS = 5;

describe('assault-of-the-giants Resource cards in battle (assumed effects)', () => {
  it('runes carry a battle effect (+1 hit or +1 block), Food none; all assumed', () => {
    for (const r of RESOURCES) {
      expect(r.source).to.equal('assumed');
      if (r.type === 'food') expect(r.combat).to.equal(null);
      else expect(r.combat!.hits + r.combat!.blocks).to.equal(1);
    }
  });

  it('the modifying side may discard one rune before its final totals; it counts, Food is never offered', () => {
    const { s, stone, hill } = battle({
      resources: { stone: ['rune-fire', 'rune-fire', 'food'], hill: ['rune-frost'] },
    });
    act(s, stone, 'play', ['attack']);
    act(s, stone, 'attack', ['fallenLands', 'highForest'], dice(TWO_HITS, TWO_HITS, MISS, MISS));
    // Nothing else to decide: the rune alone makes the attacker's side wait.
    expect(s.flow.step).to.equal('modify');
    const spends = legalMoves(s, stone).filter((m) => m.move === 'spend');
    expect(spends.map((m) => m.args)).to.deep.equal([['rune-fire']]);
    expect(tryMove(s, stone, 'spend', ['food'])).to.equal(false);
    act(s, stone, 'spend', ['rune-fire']);
    expect(tryMove(s, stone, 'spend', ['rune-fire'])).to.equal(false); // one card per side per battle
    expect(s.players[stone]!.resources).to.deep.equal(['rune-fire', 'food']);
    expect(s.resourceDiscard).to.include('rune-fire');
    act(s, stone, 'convert', [0, 0], dice(TWO_HITS, MISS));
    expect(s.flow.combat!.attack.hits).to.equal(5);
    // The defending player discards its frost rune for a block.
    expect(s.flow.combat!.decider).to.equal(hill);
    act(s, hill, 'spend', ['rune-frost']);
    act(s, hill, 'convert', [0, 0]);
    expect(s.flow.combat!.defense.blocks).to.equal(1);
    expect(s.flow.combat!.damage).to.deep.equal({ defender: 4, attacker: 2 });
  });

  it('after its conversion a side can spend nothing; another player cannot spend for it', () => {
    const { s, stone, hill } = battle({ resources: { stone: ['rune-fire'], hill: ['rune-hill'] } });
    act(s, stone, 'play', ['attack']);
    act(s, stone, 'attack', ['fallenLands', 'highForest'], dice(TWO_HITS, TWO_HITS, MISS, MISS));
    expect(tryMove(s, hill, 'spend', ['rune-hill'])).to.equal(false);
    act(s, stone, 'convert', [0, 0], dice(TWO_HITS, MISS));
    expect(s.flow.combat!.attack.hits).to.equal(4);
    expect(tryMove(s, stone, 'spend', ['rune-fire'])).to.equal(false);
  });

  it('NPC sides never discard cards, even when their controller holds runes', () => {
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
    s.players[right]!.resources.push('rune-stone');
    act(s, stone, 'play', ['attack']);
    act(
      s,
      stone,
      'attack',
      ['fallenLands', 'highForest'],
      dice(TWO_HITS, TWO_HITS, MISS, MISS, MISS, MISS, MISS),
    );
    expect(s.flow.combat!.decider).to.equal(right);
    expect(legalMoves(s, right).map((m) => m.move)).not.to.include('spend');
    expect(tryMove(s, right, 'spend', ['rune-stone'])).to.equal(false);
  });
});
