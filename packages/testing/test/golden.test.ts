import { expect } from 'chai';
import { recordGolden, replayGolden } from '../src/index.js';
import { highCard } from './fixtures/high-card.js';
import { torchRun } from './fixtures/torch-run.js';

describe('golden playthroughs', () => {
  const spec = { name: 'hc', seed: 'golden-1', numPlayers: 3 };

  it('records a readable, replayable game', () => {
    const golden = recordGolden(highCard, spec);
    expect(golden.actions).to.have.length(9);
    expect(golden.transcript[0]).to.match(/^1\. \[play t1\] p0 play\(\d\)$/);
    expect(golden.transcript.at(-1)).to.match(/^gameover: /);
    expect(replayGolden(highCard, golden)).to.deep.equal({ ok: true });
  });

  it('writes transcripts with the game’s describeMove, chance outcomes included, then the exact action', () => {
    const golden = recordGolden(torchRun, { name: 'tr', seed: 'golden-tr', numPlayers: 1 });
    const moves = golden.transcript.slice(0, -1);
    expect(moves.length).to.be.greaterThan(0);
    for (const line of moves)
      expect(line).to.match(
        /^\d+\. \[play t\d+\] Seat 0 (rests|advances) .* → (\d+ torch burnt|no torch burnt), \d+ left — p0 (rest|advance)\(/,
      );
    expect(replayGolden(torchRun, golden)).to.deep.equal({ ok: true });
  });

  it('records the same game twice from the same seed', () => {
    expect(recordGolden(highCard, spec)).to.deep.equal(recordGolden(highCard, spec));
  });

  it('reports the step where a replay diverges', () => {
    const golden = recordGolden(highCard, spec);
    const tampered = {
      ...golden,
      actions: golden.actions.map((a, i) => (i === 4 ? { ...a, args: [7] } : a)),
    };
    const result = replayGolden(highCard, tampered);
    expect(result).to.include({ ok: false, step: 5 });
  });

  it('notices a changed rule even when every move is still legal', () => {
    const golden = recordGolden(highCard, spec);
    const changed = {
      ...highCard,
      game: {
        ...highCard.game,
        setup: ({ ctx, random }: any) => ({ ...highCard.game.setup!({ ctx, random } as any), deck: [] }),
      },
    };
    const result = replayGolden(changed as typeof highCard, golden);
    expect(result).to.include({ ok: false, step: 0 });
  });
});
