import type { Ctx } from 'boardgame.io';
import { expect } from 'chai';
import {
  activeSeats,
  detachCtx,
  isIndex,
  isInt,
  isIntArray,
  isJsonValue,
  isOneOf,
  isPlainObject,
  isSeat,
  makeMoveAction,
  seatIds,
  seatOf,
  teamLoss,
  teamWin,
} from '../src/index.js';

describe('seats', () => {
  it('reads canonical seat IDs only, within the player count', () => {
    expect(seatOf('0', 1)).to.equal(0);
    expect(seatOf('2', 3)).to.equal(2);
    expect(seatOf('10', 11)).to.equal(10);
    for (const bad of ['3', '01', '-1', '1.0', ' 1', '1 ', '', 'x', 1, null, undefined, ['1']])
      expect(seatOf(bad, 3), String(bad)).to.equal(null);
    expect(seatIds(3)).to.deep.equal(['0', '1', '2']);
    expect(seatIds(1)).to.deep.equal(['0']);
  });
});

describe('move argument validators', () => {
  it('isInt and isIndex check type, integrality and bounds', () => {
    expect(isInt(3, 0, 5)).to.equal(true);
    expect(isInt(0, 0, 0)).to.equal(true);
    for (const bad of [6, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, [3]])
      expect(isInt(bad, 0, 5), String(bad)).to.equal(false);
    expect(isIndex(2, 3)).to.equal(true);
    expect(isIndex(3, 3)).to.equal(false);
    expect(isIndex(0, 0)).to.equal(false);
  });

  it('isSeat takes seat strings only', () => {
    expect(isSeat('1', 2)).to.equal(true);
    expect(isSeat('2', 2)).to.equal(false);
    expect(isSeat(1, 2)).to.equal(false);
    expect(isSeat('01', 2)).to.equal(false);
  });

  it('isOneOf matches exact values', () => {
    expect(isOneOf('bold', ['careful', 'bold'])).to.equal(true);
    expect(isOneOf('Bold', ['careful', 'bold'])).to.equal(false);
    expect(isOneOf(1, [1, 2])).to.equal(true);
    expect(isOneOf('1', [1, 2])).to.equal(false);
  });

  it('isIntArray checks length, bounds and repeats', () => {
    expect(isIntArray([0, 2, 5], { min: 0, max: 5, distinct: true })).to.equal(true);
    expect(isIntArray([], { maxLength: 3 })).to.equal(true);
    expect(isIntArray([], { minLength: 1 })).to.equal(false);
    expect(isIntArray([1, 1], { distinct: true })).to.equal(false);
    expect(isIntArray([1, 6], { max: 5 })).to.equal(false);
    expect(isIntArray([1, 2, 3, 4], { maxLength: 3 })).to.equal(false);
    expect(isIntArray([1, '2'])).to.equal(false);
    expect(isIntArray({ length: 0 })).to.equal(false);
  });

  it('isPlainObject and isJsonValue refuse what JSON cannot carry', () => {
    expect(isPlainObject({ a: 1 })).to.equal(true);
    expect(isPlainObject([])).to.equal(false);
    expect(isPlainObject(new Date())).to.equal(false);
    expect(isJsonValue({ a: [1, 'x', true, null, { b: 2.5 }] })).to.equal(true);
    for (const bad of [undefined, Number.NaN, () => 1, new Map(), { a: undefined }, [1n]])
      expect(isJsonValue(bad), String(bad)).to.equal(false);
    let deep: unknown = 0;
    for (let i = 0; i < 40; i++) deep = { d: deep };
    expect(isJsonValue(deep)).to.equal(false);
    expect(isJsonValue(deep, { maxDepth: 50 })).to.equal(true);
    expect(
      isJsonValue(
        Array.from({ length: 100 }, () => 0),
        { maxNodes: 50 },
      ),
    ).to.equal(false);
  });
});

describe('team gameover builders', () => {
  it('build the co-operative win and loss (ARCHITECTURE §4)', () => {
    expect(teamWin(['0', '1'])).to.deep.equal({ winners: ['0', '1'], score: 1 });
    expect(teamWin(3, 'escaped')).to.deep.equal({ winners: ['0', '1', '2'], score: 1, reason: 'escaped' });
    expect(teamWin(1)).to.deep.equal({ winners: ['0'], score: 1 });
    expect(teamLoss()).to.deep.equal({ winners: [], score: 0 });
    expect(teamLoss('overrun')).to.deep.equal({ winners: [], score: 0, reason: 'overrun' });
  });
});

describe('boardgame.io context helpers', () => {
  const ctx = {
    numPlayers: 3,
    currentPlayer: '1',
    activePlayers: null,
    _activePlayersNumMoves: { '0': 0 },
  } as unknown as Ctx;

  it('activeSeats: the current player, stage holders, none after gameover', () => {
    expect(activeSeats(ctx)).to.deep.equal(['1']);
    expect(activeSeats({ ...ctx, activePlayers: { '0': 'a', '2': 'b' } })).to.deep.equal(['0', '2']);
    expect(activeSeats({ ...ctx, gameover: { draw: true } })).to.deep.equal([]);
  });

  it('detachCtx copies the maps boardgame.io mutates in place', () => {
    const live = { ...ctx, activePlayers: { '0': 'a' } } as Ctx;
    const copy = detachCtx(live);
    copy.activePlayers!['2'] = 'b';
    copy._activePlayersNumMoves!['0'] = 5;
    expect(live.activePlayers).to.deep.equal({ '0': 'a' });
    expect(live._activePlayersNumMoves).to.deep.equal({ '0': 0 });
  });

  it('makeMoveAction builds the MAKE_MOVE action a client dispatches', () => {
    expect(makeMoveAction('2', { move: 'roll' })).to.deep.equal({
      type: 'MAKE_MOVE',
      payload: { type: 'roll', args: [], playerID: '2' },
    });
    expect(makeMoveAction('0', { move: 'pick', args: [1, 'x'] }).payload.args).to.deep.equal([1, 'x']);
  });
});
