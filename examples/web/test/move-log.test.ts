import { type GameModule, rngFromSeed } from '@skald/core';
import { gameModule as orlog, setupState } from '@skald/orlog';
import { gameModule as wolves } from '@skald/wolves-of-odin';
import { expect } from 'chai';
import { describeEntry, genericLine } from '../src/session/move-log.js';

const names = (seat: string) => ['Astrid', 'Bjorn', 'Cnut'][Number(seat)] ?? `Seat ${seat}`;
const move = (type: string, playerID: string, args: unknown[] | null, redact = false) => ({
  action: { type: 'MAKE_MOVE', payload: { type, playerID, args } },
  ...(redact ? { redact: true } : {}),
});

describe('web app: move log lines', () => {
  const G = setupState({}, rngFromSeed('move-log'));

  it("uses the game's describeMove with the players' names", () => {
    const line = describeEntry(orlog, G, move('chooseFavor', '1', [null]), names);
    expect(line).to.equal('Bjorn chooses no God Favor');
  });

  it('keeps a secret move secret: redacted locally, or blanked by the server', () => {
    const choice = [{ favor: 'thor', level: 1 }];
    expect(describeEntry(orlog, G, move('chooseFavor', '0', choice, true), names)).to.equal(
      'Astrid chooses a God Favor in secret',
    );
    expect(describeEntry(orlog, G, move('chooseFavor', '0', null), names)).to.equal(
      'Astrid chooses a God Favor in secret',
    );
  });

  it('skips events, and falls back to a generic line when a describer fails', () => {
    expect(
      describeEntry(orlog, G, { action: { type: 'GAME_EVENT', payload: { type: 'endTurn' } } }, names),
    ).to.equal(null);
    const broken: GameModule = {
      ...wolves,
      describeMove: () => {
        throw new Error('cannot read this view');
      },
    };
    expect(describeEntry(broken, {}, move('pass', '2', []), names)).to.equal('Cnut: pass');
    // A secret move's generic line never shows its arguments.
    expect(describeEntry(broken, {}, move('plague', '2', [3], true), names)).to.equal('Cnut: plague');
    expect(genericLine({ move: 'placeUnit', args: [3, 'left'] }, 'Cnut')).to.equal(
      'Cnut: place unit (3, "left")',
    );
  });
});
