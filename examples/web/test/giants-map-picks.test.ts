import { legalMoves, viewFor } from '@skald/assault-of-the-giants';
import { expect } from 'chai';
import { act, dice, makeState, seatOfRace } from '../../../packages/assault-of-the-giants/test/helpers.js';
import {
  clickRegion,
  clickSlayer,
  clickUnit,
  mapOffer,
  type Selection,
  tollChoice,
} from '../src/boards/giants/map-picks.js';

/** The Giants map's clicks (no browser): what each click sends, read off the rules' own legal moves. */
describe('Giants board: playing on the map (map-picks)', () => {
  it('a giant, then a region: the march; then each toll from a chooser of its payments', () => {
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
    // Two tolls on the way, but one march: the payments come after it.
    expect(clickRegion(G, legal, sel, 'neverwinter')).to.deep.equal({
      act: { move: 'march', args: [giant.id, 'neverwinter'] },
    });
    // A region the giant cannot end in (NPC giants hold it) drops the pick.
    expect(clickRegion(G, legal, sel, 'icewind')).to.deep.equal({ select: null });
    expect(tollChoice(G, legal)).to.equal(null);
    act(s, frost, 'march', [giant.id, 'neverwinter']);
    const paying = legalMoves(s, frost);
    const first = tollChoice(viewFor(s, String(frost)), paying)!;
    expect(first.region).to.equal('icewind');
    expect(first.moves.map((m) => m.args)).to.deep.equal([['wound'], ['food'], ['rune-fire']]);
    // While tolls are due the map offers no march: only the chooser acts.
    expect(mapOffer(viewFor(s, String(frost)), paying, null).units.size).to.equal(0);
    act(s, frost, 'payToll', ['wound']);
    const second = tollChoice(viewFor(s, String(frost)), legalMoves(s, frost))!;
    expect([second.region, second.moves.map((m) => m.args![0])]).to.deep.equal([
      'swordCoast',
      ['food', 'rune-fire'],
    ]);
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
    expect(r.act).to.deep.equal({ move: 'march', args: [first!.id, 'delimbiyr'] });
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
