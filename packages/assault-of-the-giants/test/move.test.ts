import { expect } from 'chai';
import { legalMoves } from '../src/rules/engine.js';
import { act, makeState, type Scenario, seatOfRace, tryMove, unitsAt } from './helpers.js';

/** Hill to move, with Move played as the first card (6 maneuvers). */
function moving(units: Scenario['units'], resources: string[] = [], extra = {}) {
  const s = makeState({ current: 'hill', units, resources: { hill: resources }, ...extra });
  const hill = seatOfRace(s, 'hill');
  act(s, hill, 'play', ['move']);
  return {
    s,
    hill,
    id: (region: string) => s.units.find((u) => u.race === 'hill' && u.region === region)!.id,
  };
}

describe('assault-of-the-giants Move', () => {
  it('each maneuver moves one giant one region; the Move example spends 2 per giant from Sumber Hills to High Moor', () => {
    const { s, hill, id } = moving([
      { race: 'hill', region: 'sumber', count: 3 },
      { race: 'stone', region: 'graypeak' },
    ]);
    act(s, hill, 'march', [id('sumber'), 'highMoor']);
    expect(s.flow.budget).to.equal(4);
    act(s, hill, 'march', [id('sumber'), 'highMoor']);
    act(s, hill, 'march', [id('sumber'), 'highMoor']);
    expect(unitsAt(s, 'highMoor')).to.have.length(3);
    expect(s.flow.current).not.to.equal(hill); // maneuvers spent: the command ended
  });

  it('may not end in a region held by another race, nor move beyond the maneuvers left', () => {
    const { s, hill, id } = moving([
      { race: 'hill', region: 'sumber' },
      { race: 'stone', region: 'delimbiyr' },
    ]);
    expect(tryMove(s, hill, 'march', [id('sumber'), 'delimbiyr'])).to.equal(false);
  });

  it('may not march farther than the maneuvers left (storm: 3)', () => {
    const s = makeState({ current: 'storm', units: [{ race: 'storm', region: 'trackless' }] });
    const storm = seatOfRace(s, 'storm');
    act(s, storm, 'play', ['move']);
    const id = s.units[0]!.id;
    expect(tryMove(s, storm, 'march', [id, 'fallenLands'])).to.equal(false); // 4 steps
    act(s, storm, 'march', [id, 'delimbiyr']); // 3 steps
  });

  it('crossing another player’s region costs that player 1 Resource card of the mover’s choice', () => {
    const { s, hill, id } = moving(
      [
        { race: 'hill', region: 'sumber' },
        { race: 'stone', region: 'delimbiyr' },
        { race: 'stone', region: 'waterdeep' },
      ],
      ['food', 'rune-fire'],
    );
    const stone = seatOfRace(s, 'stone');
    const giant = id('sumber');
    // The march names the giant and where it goes; the toll is paid next, before anything else.
    const toHighMoor = legalMoves(s, hill).filter((m) => m.args![1] === 'highMoor');
    expect(toHighMoor.map((m) => m.args)).to.deep.equal([[giant, 'highMoor']]);
    act(s, hill, 'march', [giant, 'highMoor']);
    expect(legalMoves(s, hill).map((m) => `${m.move} ${m.args}`)).to.deep.equal([
      'payToll wound',
      'payToll food',
      'payToll rune-fire',
    ]);
    expect(tryMove(s, hill, 'done')).to.equal(false);
    expect(tryMove(s, hill, 'payToll', ['rune-storm'])).to.equal(false); // not held
    act(s, hill, 'payToll', ['rune-fire']);
    expect(s.units.find((u) => u.id === giant)!.region).to.equal('highMoor');
    expect(s.players[stone]!.resources).to.deep.equal(['rune-fire']);
    expect(s.players[hill]!.resources).to.deep.equal(['food']);
  });

  it('the toll may be a wound on the crossing giant instead, and is due once per region per turn', () => {
    const { s, hill } = moving([
      { race: 'hill', region: 'sumber', count: 2 },
      { race: 'stone', region: 'delimbiyr' },
      { race: 'stone', region: 'waterdeep' },
    ]);
    const [a, b] = s.units.filter((u) => u.race === 'hill');
    const now = (id: string) => s.units.find((u) => u.id === id)!;
    act(s, hill, 'march', [a!.id, 'highMoor']);
    expect(legalMoves(s, hill).map((m) => `${m.move} ${m.args}`)).to.deep.equal(['payToll wound']);
    act(s, hill, 'payToll', ['wound']);
    expect([now(a!.id).region, now(a!.id).wounded]).to.deep.equal(['highMoor', true]);
    // The second giant crosses the same region for free this turn: it arrives at once.
    act(s, hill, 'march', [b!.id, 'highMoor']);
    expect(tryMove(s, hill, 'payToll', ['wound'])).to.equal(false);
    expect([now(b!.id).region, now(b!.id).wounded]).to.deep.equal(['highMoor', false]);
  });

  it('a toll paid to NPC giants goes to the discard, also when crossing an NPC Starting Region they hold (ruling G9)', () => {
    const { s, hill, id } = moving(
      [
        { race: 'hill', region: 'dessarin' },
        { race: 'cloud', region: 'evermoors' },
      ],
      ['food'],
      { players: 3 },
    );
    expect(s.controller.cloud).to.equal(-1);
    act(s, hill, 'march', [id('dessarin'), 'silverMarches']);
    act(s, hill, 'payToll', ['food']);
    expect(s.resourceDiscard).to.deep.equal(['food']);
    expect(s.players.every((p) => p.resources.length === 0)).to.equal(true);
  });

  it('before the Final Ordning a giant may cross but not stop in another race’s Starting Region, even an empty one', () => {
    const { s, hill, id } = moving([{ race: 'hill', region: 'highForest' }]);
    expect(tryMove(s, hill, 'march', [id('highForest'), 'graypeak'])).to.equal(false);
    act(s, hill, 'march', [id('highForest'), 'silverMarches']); // through the Evermoors or Graypeak
  });

  it('after the Final Ordning it may end in an enemy’s undefended Starting Region, never a defended one (ruling G10)', () => {
    const { s, hill, id } = moving(
      [
        { race: 'hill', region: 'highForest', count: 2 },
        { race: 'cloud', region: 'evermoors' },
      ],
      [],
      {
        era: 'finalOrdning',
      },
    );
    expect(tryMove(s, hill, 'march', [id('highForest'), 'evermoors'])).to.equal(false);
    act(s, hill, 'march', [id('highForest'), 'graypeak']);
    expect(unitsAt(s, 'graypeak')).to.have.length(1);
  });

  it('storm giants never stack more than three in one region', () => {
    const s = makeState({
      current: 'storm',
      units: [
        { race: 'storm', region: 'swordCoast', count: 3 },
        { race: 'storm', region: 'trackless' },
      ],
    });
    const storm = seatOfRace(s, 'storm');
    act(s, storm, 'play', ['move']);
    const lone = s.units.find((u) => u.region === 'trackless')!;
    expect(tryMove(s, storm, 'march', [lone.id, 'swordCoast'])).to.equal(false);
    act(s, storm, 'march', [lone.id, 'mere']);
  });

  it('the Leader command moves only the leader, up to 2 maneuvers', () => {
    const s = makeState({
      current: 'hill',
      units: [
        { race: 'hill', region: 'sumber', kind: 'leader' },
        { race: 'hill', region: 'sumber' },
      ],
    });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['leader']);
    const [leader, regular] = s.units;
    expect(tryMove(s, hill, 'march', [regular!.id, 'dessarin'])).to.equal(false);
    expect(tryMove(s, hill, 'march', [leader!.id, 'highMoor'])).to.equal(true);
    expect(s.flow.current).not.to.equal(hill);
  });

  it('route choice: a longer way round that avoids tolls is listed and taken when named', () => {
    const { s, hill, id } = moving(
      [
        { race: 'hill', region: 'sumber' },
        { race: 'stone', region: 'highForest' },
        { race: 'stone', region: 'delimbiyr' },
      ],
      ['food'],
    );
    const unit = id('sumber');
    const toFallen = legalMoves(s, hill).filter((m) => m.move === 'march' && m.args![1] === 'fallenLands');
    // The shortest ways (2 maneuvers) cross a stone region; the listed detour crosses none.
    expect(toFallen.map((m) => m.args)).to.deep.equal([
      [unit, 'fallenLands'],
      [unit, 'fallenLands', 'dessarin+evermoors+graypeak'],
    ]);
    act(s, hill, 'march', [unit, 'fallenLands', 'dessarin+evermoors+graypeak']);
    expect(s.flow.step).to.equal('move'); // no toll to pay
    const moved = s.units.find((u) => u.id === unit)!;
    expect([moved.region, moved.wounded]).to.deep.equal(['fallenLands', false]);
    expect(s.flow.budget).to.equal(2);
    expect(s.players[hill]!.resources).to.deep.equal(['food']);
  });

  it('route choice: a named way must be a walk through neighbours, without repeats, within the maneuvers', () => {
    const { s, hill, id } = moving(
      [
        { race: 'hill', region: 'sumber' },
        { race: 'stone', region: 'highForest' },
      ],
      ['food'],
    );
    const unit = id('sumber');
    expect(tryMove(s, hill, 'march', [unit, 'fallenLands', 'graypeak'])).to.equal(false); // not adjacent
    expect(tryMove(s, hill, 'march', [unit, 'fallenLands', 'dessarin+sumber+delimbiyr'])).to.equal(false);
    expect(
      tryMove(s, hill, 'march', [
        unit,
        'fallenLands',
        'waterdeep+trackless+mere+dessarin+evermoors+graypeak',
      ]),
    ).to.equal(false); // 7 maneuvers, 6 left
    // A chosen way through a stone region pays its toll like any other.
    act(s, hill, 'march', [unit, 'fallenLands', 'highForest']);
    expect(s.flow.toll?.due).to.deep.equal(['highForest']);
    act(s, hill, 'payToll', ['food']);
    expect(s.players[seatOfRace(s, 'stone')]!.resources).to.deep.equal(['food']);
  });
});
