import { legalMoves, viewFor } from '@skald/assault-of-the-giants';
import { expect } from 'chai';
import { act, dice, makeState, seatOfRace } from '../../../packages/assault-of-the-giants/test/helpers.js';
import {
  clickRegion,
  clickSlayer,
  clickUnit,
  mapOffer,
  type Selection,
} from '../src/boards/giants/map-picks.js';

/** The Giants map's clicks (no browser): what each click sends, read off the rules' own legal moves. */
describe('Giants board: playing on the map (map-picks)', () => {
  it('a giant, then a region: one move, or a chooser of the toll payments when several fit', () => {
    const s = makeState({
      players: 3,
      current: 'frost',
      units: [
        { race: 'frost', region: 'seaIce' },
        { race: 'cloud', region: 'icewind' },
        { race: 'storm', region: 'trackless' },
        { race: 'stone', region: 'swordCoast' },
        { race: 'stone', region: 'mere' },
        { race: 'stone', region: 'waterdeep' },
      ],
      resources: { frost: ['food', 'rune-fire'] },
    });
    const frost = seatOfRace(s, 'frost');
    act(s, frost, 'play', ['move']);
    const G = viewFor(s, String(frost));
    const legal = legalMoves(s, frost);
    const giant = s.units.find((u) => u.race === 'frost')!;
    expect(mapOffer(G, legal, null).units.has(giant.id)).to.equal(true);
    const picked = clickUnit(G, legal, null, giant.id);
    expect(picked).to.deep.equal({ select: { kind: 'unit', id: giant.id } });
    const sel = (picked as { select: Selection }).select;
    const offer = mapOffer(G, legal, sel);
    expect(offer.targets.has('neverwinter')).to.equal(true);
    expect(offer.targets.has('seaIce')).to.equal(false);
    const toNeverwinter = clickRegion(G, legal, sel, 'neverwinter') as { choose: { args: unknown[] }[] };
    expect(toNeverwinter.choose.map((m) => m.args[2])).to.deep.equal([
      'wound+food',
      'wound+rune-fire',
      'food+rune-fire',
    ]);
    // A region the giant cannot end in (NPC giants hold it) drops the pick.
    expect(clickRegion(G, legal, sel, 'icewind')).to.deep.equal({ select: null });
  });

  it('a giant of a group of equals picks the group: its move is the one the rules listed', () => {
    const s = makeState({ current: 'hill', units: [{ race: 'hill', region: 'sumber', count: 2 }] });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['move']);
    const G = viewFor(s, String(hill));
    const legal = legalMoves(s, hill);
    const [first, second] = s.units;
    const sel: Selection = { kind: 'unit', id: second!.id };
    expect(clickUnit(G, legal, null, second!.id)).to.deep.equal({ select: sel });
    const r = clickRegion(G, legal, sel, 'delimbiyr') as { act: { move: string; args: unknown[] } };
    expect(r.act).to.deep.equal({ move: 'march', args: [first!.id, 'delimbiyr', 'none'] });
  });

  it('casualties are picked by clicking: a giantslayer of the battle sends its soak', () => {
    const s = makeState({
      players: 3,
      current: 'hill',
      rows: { hill: ['trade', 'magic', 'plunder', 'move'] },
      units: [{ race: 'cloud', region: 'dessarin' }],
    });
    const hill = seatOfRace(s, 'hill');
    s.giantslayers[0]!.region = 'dessarin';
    s.giantslayers[1]!.region = 'dessarin';
    act(s, hill, 'play', ['rest']);
    act(s, hill, 'slayerAssault', ['dessarin', 'cloud'], dice(5, 5, 5, 5, 2, 5));
    act(s, (hill + 2) % 3, 'convert', [0, 0]);
    const G = viewFor(s, String(hill));
    const legal = legalMoves(s, hill);
    const [a, b] = s.giantslayers;
    expect(mapOffer(G, legal, null).slayers.has(b!.id)).to.equal(true);
    // Two healthy giantslayers are one choice: either click sends the listed one.
    expect(clickSlayer(G, legal, null, b!.id)).to.deep.equal({ act: { move: 'soak', args: [a!.id] } });
  });
});
