import { expect } from 'chai';
import { RACE_IDS } from '../src/data/races.js';
import { UNIT_KINDS } from '../src/data/units.js';
import { newContext, type SearchContext } from '../src/rules/context.js';
import { occupancy, raceIndex, raceOfPacked, regionOf, summarise } from '../src/rules/occupancy.js';
import { INDEX, ORDER } from '../src/rules/route.js';
import type { GiantsState } from '../src/state.js';
import { makeState } from './helpers.js';
import { randomPlayout } from './play.js';

/** What the summary must say, read off the units directly. */
function expected(s: GiantsState) {
  return {
    holder: ORDER.map((r) => {
      const u = s.units.find((x) => x.region === r);
      return u ? raceIndex(u.race) : -1;
    }),
    count: ORDER.map((r) => s.units.filter((u) => u.region === r).length),
    held: RACE_IDS.map((race) =>
      s.units.filter((u) => u.race === race).reduce((m, u) => m | (1 << INDEX[u.region]!), 0),
    ),
    onBoard: RACE_IDS.map((race) => s.units.filter((u) => u.race === race).length),
    leader: RACE_IDS.map((race) => s.units.some((u) => u.race === race && u.kind === 'leader')),
    fielded: RACE_IDS.map((race) =>
      UNIT_KINDS.map(
        (kind) => s.units.filter((u) => u.race === race && u.kind === kind && !u.special).length,
      ),
    ),
    units: s.units.map((u) => [INDEX[u.region], raceIndex(u.race)]),
  };
}

function said(s: GiantsState, cx: SearchContext) {
  const o = occupancy(s.units, cx);
  return {
    holder: ORDER.map((_, i) => o.holder(i)),
    count: ORDER.map((_, i) => o.count(i)),
    held: RACE_IDS.map((_, r) => o.held(r)),
    onBoard: RACE_IDS.map((_, r) => o.onBoard(r)),
    leader: RACE_IDS.map((_, r) => o.hasLeader(r)),
    fielded: RACE_IDS.map((_, r) => UNIT_KINDS.map((_, k) => o.fielded(r, k))),
    units: s.units.map((_, k) => [regionOf(o.unit(k)), raceOfPacked(o.unit(k))]),
  };
}

describe('assault-of-the-giants occupancy summary', () => {
  it('says who stands where after every move of four seeded games (derived from the last list, 3–6 players)', () => {
    let derived = 0;
    // One context across each game: every summary after the first is derived from the last list's.
    for (let n = 3; n <= 6; n++) {
      const cx = newContext();
      randomPlayout(n, `occupancy-${n}`, 20000, undefined, (s) => {
        expect(said(s, cx)).to.deep.equal(expected(s));
        expect([...occupancy(s.units, cx).data]).to.deep.equal([...summarise(s.units).data]);
        derived++;
      });
    }
    expect(derived).to.be.greaterThan(2000);
  });

  it('sees units pushed into a list it has already summarised', () => {
    const s = makeState({ units: [{ race: 'hill', region: 'highForest' }] });
    const cx = newContext();
    expect(occupancy(s.units, cx).onBoard(raceIndex('hill'))).to.equal(1);
    s.units.push({ ...s.units[0]!, id: 'extra', region: 'sumber' });
    expect(said(s, cx)).to.deep.equal(expected(s));
  });
});
