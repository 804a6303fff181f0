import { expect } from 'chai';
import { ReducerMatch, withBgioErrors } from '../src/index.js';
import { highCard } from './fixtures/high-card.js';

describe('withBgioErrors', () => {
  it("captures boardgame.io's ERROR lines for an expected rejection and lets other output through", () => {
    const match = new ReducerMatch(highCard, 'log', 2, undefined);
    const seen: unknown[][] = [];
    const { error } = console;
    console.error = (...msg: unknown[]) => seen.push(msg);
    try {
      const { result, errors } = withBgioErrors(() => {
        console.error('not from boardgame.io');
        return match.apply({ playerID: '1', move: 'play', args: [0] });
      });
      expect(result).to.deep.equal({ ok: false, error: 'action/inactive_player' });
      expect(errors).to.deep.equal(['disallowed move: play']);
    } finally {
      console.error = error;
    }
    expect(seen).to.deep.equal([['not from boardgame.io']]);
  });
});
