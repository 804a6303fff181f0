import { expect } from 'chai';
import { canRecruitAnywhere, recruitRegions } from '../src/rules/board.js';
import { newContext } from '../src/rules/context.js';
import { legalMoves } from '../src/rules/engine.js';
import { award, endTurn, lastOfOrdning, winner } from '../src/rules/ordning.js';
import { act, makeState, seatOfRace, tryMove } from './helpers.js';
import { randomPlayout } from './play.js';

describe('assault-of-the-giants Ordning pools, Final Ordning and Endgame', () => {
  it('pays awards from the first pool, then the second, then the box; the score is a number (ruling G3)', () => {
    const s = makeState({ players: 3 });
    s.pools = [3, 5];
    award(s, 0, 10);
    expect(s.pools).to.deep.equal([0, 0]);
    expect(s.box).to.equal(2);
    expect(s.players[0]!.op).to.equal(10);
  });

  it('one award that empties both pools starts the Final Ordning and the Endgame at once (ruling G2)', () => {
    const s = makeState({ players: 3 });
    s.pools = [2, 2];
    award(s, 0, 4);
    expect(s.flow.era).to.equal('endgame');
    expect(s.flow.endgame).to.deep.equal({ waiting: true, turnsLeft: 0 });
  });

  it('the Final Ordning applies in the same turn: a Starting Region may be attacked right after the pool empties', () => {
    const s = makeState({
      current: 'stone',
      units: [
        { race: 'stone', region: 'highForest' },
        { race: 'hill', region: 'sumber' },
      ],
      resources: { stone: ['rune-hill'] },
    });
    const stone = seatOfRace(s, 'stone');
    s.pools[0] = 1;
    s.eventDraft = ['raid-farms'];
    act(s, stone, 'claim', ['raid-farms', 'rune-hill']);
    expect(s.flow.era).to.equal('finalOrdning');
    act(s, stone, 'play', ['attack']);
    expect(legalMoves(s, stone)).to.deep.include({ move: 'attack', args: ['highForest', 'sumber'] });
  });

  it('Endgame: play on until the last of the old ordning has had a turn — that very turn counts (ruling G1) — then one more round', () => {
    const s = makeState({ players: 4 });
    const last = lastOfOrdning(s);
    s.flow.current = last;
    s.pools = [0, 1];
    award(s, last, 1); // the second pool empties during the last player's own turn
    endTurn(s);
    expect(s.flow.endgame).to.deep.equal({ waiting: false, turnsLeft: 4 });
    for (let i = 0; i < 3; i++) {
      endTurn(s);
      expect(s.flow.gameover).to.equal(null);
    }
    endTurn(s);
    expect(s.flow.gameover).not.to.equal(null);
    expect(s.flow.turn).to.equal(4); // every player had the same number of turns in the final round
  });

  it('Endgame started earlier in the round waits for the last of the old ordning first', () => {
    const s = makeState({ players: 3 });
    const last = lastOfOrdning(s);
    s.flow.current = (last + 1) % 3; // the first player of the round
    s.pools = [0, 1];
    award(s, s.flow.current, 1);
    endTurn(s); // first player
    endTurn(s); // second player
    expect(s.flow.endgame!.waiting).to.equal(true);
    endTurn(s); // the last of the old ordning
    expect(s.flow.endgame).to.deep.equal({ waiting: false, turnsLeft: 3 });
  });

  it('the last of the old ordning holds the lowest Giant Race Token: hill with six players', () => {
    const s = makeState({ players: 6 });
    expect(s.players[lastOfOrdning(s)]!.race).to.equal('hill');
  });

  describe('winner and tie-breaks', () => {
    it('most Ordning Points wins, whatever is left on the board', () => {
      const s = makeState({ players: 3, units: [{ race: 'stone', region: 'graypeak' }] });
      s.players[1]!.op = 9;
      s.players[2]!.op = 3;
      expect(winner(s)).to.deep.equal({ winner: '1' });
    });

    it('ties go to the most Resource cards in hand (ruling G5)', () => {
      const s = makeState({ players: 3 });
      s.players.forEach((p) => {
        p.op = 5;
      });
      s.players[2]!.resources = ['food', 'food'];
      s.players[0]!.resources = ['food'];
      expect(winner(s)).to.deep.equal({ winner: '2' });
    });

    it('then the most regions occupied by at least one giant (ruling G5), then a shared win', () => {
      const s = makeState({ players: 3, units: [] });
      const [a, b, c] = s.players;
      a!.op = b!.op = c!.op = 5;
      s.units = [];
      const put = (race: string, region: string) =>
        s.units.push({
          id: region,
          race: race as never,
          kind: 'regular',
          region,
          wounded: false,
          special: false,
        });
      put(a!.race, 'waterdeep');
      put(a!.race, 'mere');
      put(b!.race, 'highMoor');
      expect(winner(s)).to.deep.equal({ winner: '0' });
      put(b!.race, 'icewind');
      expect(winner(s)).to.deep.equal({ winners: ['0', '1'] });
    });
  });
});

describe('assault-of-the-giants Recruit', () => {
  it('recruits in the Starting Region with the race’s Recruit Points, within the supply', () => {
    const s = makeState({ current: 'hill', units: [{ race: 'hill', region: 'sumber', kind: 'leader' }] });
    const hill = seatOfRace(s, 'hill');
    act(s, hill, 'play', ['recruit']);
    expect(s.flow.budget).to.equal(5);
    expect(tryMove(s, hill, 'recruit', ['leader', 'sumber'])).to.equal(false); // leaders cannot be bought
    expect(tryMove(s, hill, 'recruit', ['regular', 'dessarin'])).to.equal(false);
    act(s, hill, 'recruit', ['champion', 'sumber']);
    expect(tryMove(s, hill, 'recruit', ['champion', 'sumber'])).to.equal(false); // one basic champion
    act(s, hill, 'recruit', ['regular', 'sumber']);
    expect(s.units.filter((u) => u.region === 'sumber')).to.have.length(3);
    expect(s.flow.current).not.to.equal(hill); // points spent
  });

  it('storm recruiting stops at the stacking limit of 3', () => {
    const s = makeState({ current: 'storm', units: [{ race: 'storm', region: 'trackless', count: 2 }] });
    const storm = seatOfRace(s, 'storm');
    act(s, storm, 'play', ['recruit']);
    act(s, storm, 'recruit', ['regular', 'trackless']);
    expect(tryMove(s, storm, 'recruit', ['regular', 'trackless'])).to.equal(false);
  });

  it('canRecruitAnywhere says whether recruitRegions has a region (every race, every state of four seeded games)', () => {
    let yes = 0;
    let no = 0;
    for (let n = 3; n <= 6; n++)
      randomPlayout(n, `recruit-anywhere-${n}`, 20000, undefined, (s) => {
        for (const p of s.players) {
          const some = recruitRegions(s, p.race, newContext()).length > 0;
          expect(canRecruitAnywhere(s, p.race, newContext())).to.equal(some);
          if (some) yes++;
          else no++;
        }
      });
    expect(yes, 'states where a race could recruit').to.be.greaterThan(100);
    expect(no, 'states where a race could not').to.be.greaterThan(100);
  });

  it('a homeless race recruits in any friendly region after the Final Ordning; the permission ends when home is free (ruling G11)', () => {
    const s = makeState({
      era: 'finalOrdning',
      units: [
        { race: 'stone', region: 'sumber' },
        { race: 'hill', region: 'dessarin' },
        { race: 'hill', region: 'highMoor' },
      ],
    });
    expect(recruitRegions(s, 'hill', newContext())).to.deep.equal(['dessarin', 'highMoor']);
    s.units = s.units.filter((u) => u.race !== 'stone');
    expect(recruitRegions(s, 'hill', newContext())).to.deep.equal(['sumber']);
  });

  it('a lone giantslayer in a Starting Region is not an enemy army (ruling G11)', () => {
    const s = makeState({ era: 'finalOrdning', units: [{ race: 'hill', region: 'dessarin' }] });
    s.giantslayers[0]!.region = 'sumber';
    expect(recruitRegions(s, 'hill', newContext())).to.deep.equal(['sumber']);
  });

  it('a race with neither its home nor any region cannot play Recruit (ruling G12)', () => {
    const s = makeState({
      current: 'hill',
      era: 'finalOrdning',
      units: [{ race: 'stone', region: 'sumber' }],
    });
    const hill = seatOfRace(s, 'hill');
    expect(recruitRegions(s, 'hill', newContext())).to.deep.equal([]);
    expect(legalMoves(s, hill).map((m) => m.args![0])).not.to.include('recruit');
    expect(tryMove(s, hill, 'play', ['recruit'])).to.equal(false);
    expect(tryMove(s, hill, 'play', ['plunder'])).to.equal(true);
  });

  it('cloud giants recruit where Lyn Armaal is; when the Evermoors fall, in any friendly region (ruling G13)', () => {
    const s = makeState({ era: 'finalOrdning', units: [{ race: 'cloud', region: 'dessarin' }] });
    expect(recruitRegions(s, 'cloud', newContext())).to.deep.equal(['evermoors']);
    s.units.push({
      id: 'x',
      race: 'hill',
      kind: 'regular',
      region: 'evermoors',
      wounded: false,
      special: false,
    });
    expect(recruitRegions(s, 'cloud', newContext())).to.deep.equal(['dessarin']);
  });
});
