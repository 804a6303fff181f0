import { type AiMove, pick, rngFromSeed } from '@skald/core';
import {
  activeSeats,
  applyMove,
  FAVORS,
  favorCost,
  legalMoves,
  type OrlogState,
  type PlayerView,
  setupState,
} from '@skald/orlog';
import { expect } from 'chai';
import { affordability, tokenOutlook } from '../src/boards/orlog/afford.js';

/** Does `chooseFavor` with this favor and level appear among the seat's legal moves? */
const offered = (legal: AiMove[], favor: string, level: number) =>
  legal.some((m) => {
    const arg = m.args?.[0] as { favor?: string; level?: number } | null | undefined;
    return m.move === 'chooseFavor' && arg?.favor === favor && arg.level === level;
  });

describe('web app: Orlog favor affordability', () => {
  it('marks a level payable now or maybe exactly when the rules offer it', () => {
    let checked = { now: 0, maybe: 0, no: 0 };
    for (let game = 0; game < 30; game++) {
      const rng = rngFromSeed(`afford-${game}`);
      const botRng = rngFromSeed(`afford-bot-${game}`);
      let s: OrlogState = setupState({ mode: 'casual' }, rng);
      for (let step = 0; step < 400 && s.result === null; step++) {
        const seats = activeSeats(s);
        if (s.step === 'favor')
          for (const seat of seats) {
            const p = s.players[seat];
            const legal = legalMoves(s, seat);
            const outlook = tokenOutlook(p as unknown as PlayerView);
            for (const id of p.favors) {
              const timing = FAVORS.find((f) => f.id === id)!.timing;
              for (const level of [1, 2, 3]) {
                const { kind } = affordability(favorCost(id, level, s.rules), timing, outlook);
                // A sacrifice needs HP to spare above the floor, whatever the tokens.
                const noHpToGive = (id === 'odin' || id === 'tyr') && p.hp - s.rules.sacrificeFloor < 1;
                expect(offered(legal, id, level), `${id} L${level} (${kind}), game ${game}`).to.equal(
                  kind !== 'no' && !noHpToGive,
                );
                checked = { ...checked, [kind]: checked[kind] + 1 };
              }
            }
          }
        const seat = pick(botRng, seats);
        const move = pick(botRng, legalMoves(s, seat));
        s = applyMove(s, seat, move.move, move.args ?? [], rng)!;
      }
    }
    // The three cases all occurred, so the check above meant something.
    expect(checked.now).to.be.greaterThan(0);
    expect(checked.maybe).to.be.greaterThan(0);
    expect(checked.no).to.be.greaterThan(0);
  });
});
