import { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import { expect } from 'chai';
import { guardMoves, INVALID_MOVE, type MoveErrorReport, setMoveErrorReporter } from '../src/index.js';

describe('guardMoves', () => {
  it("uses boardgame.io's INVALID_MOVE value", () => {
    expect(INVALID_MOVE).to.equal(BGIO_INVALID_MOVE);
  });

  let reports: MoveErrorReport[];
  let restore: () => void;
  beforeEach(() => {
    reports = [];
    restore = setMoveErrorReporter((r) => reports.push(r));
  });
  afterEach(() => restore());

  it('turns an exception into INVALID_MOVE and reports it', () => {
    const moves = guardMoves('g', {
      boom: () => {
        throw new Error('bad');
      },
      ok: (_ctx: any, x: number) => ({ x }),
    });
    const context = { G: {}, playerID: '1' } as any;
    expect((moves.boom as any)(context, 7)).to.equal(INVALID_MOVE);
    expect((moves.ok as any)(context, 3)).to.deep.equal({ x: 3 });
    expect(reports).to.have.length(1);
    expect(reports[0]).to.include({ game: 'g', move: 'boom', playerID: '1' });
    expect(reports[0]!.args).to.deep.equal([7]);
  });

  it('keeps the options of long-form moves', () => {
    const moves = guardMoves('g', {
      secret: {
        move: () => {
          throw new Error('x');
        },
        client: false,
        redact: true,
        ignoreStaleStateID: true,
      },
    });
    const m = moves.secret as any;
    expect(m).to.include({ client: false, redact: true, ignoreStaleStateID: true });
    expect(m.move({ G: {} }, 1)).to.equal(INVALID_MOVE);
    expect(reports).to.have.length(1);
  });
});
