import type { AiMove } from '@skald/core';
import { useEffect, useMemo, useState } from 'react';
import { type PathOf, pickables, pickOffer, type Target, touch } from './picks.js';

/** A board's touch state: what is picked, what lights up, and the chooser when a touch fits several moves. */
export interface Picks {
  picked: readonly Target[];
  /** Targets a touch continues a legal move with (highlight them). */
  next: ReadonlySet<Target>;
  /** Moves to choose among after the last touch, or null. */
  choosing: AiMove[] | null;
  /** Touch a target: sends, opens a chooser, steps in or out (see `touch`). */
  onTouch: (target: Target) => void;
  /** Send a move from the chooser. */
  send: (move: AiMove) => void;
  cancel: () => void;
  /** What an element standing for `target` carries: its data attributes, state and click. */
  targetProps: (target: Target) => {
    'data-target': Target;
    'data-pick': 'picked' | 'next' | undefined;
    'aria-pressed': boolean | undefined;
    onClick: (() => void) | undefined;
  };
}

/**
 * Play by touch over `legal`, read through the board's `pathOf`. A different list of legal moves (a move
 * made, a bot's turn) drops whatever was picked; the same list again (another seat's secret choice or
 * reaction arriving online) keeps it. `act` sends a move as the board's seat.
 */
export function usePicks(
  legal: AiMove[],
  pathOf: PathOf,
  act: (move: string, ...args: unknown[]) => void,
): Picks {
  const [picked, setPicked] = useState<readonly Target[]>([]);
  const [choosing, setChoosing] = useState<AiMove[] | null>(null);
  const legalKey = useMemo(() => JSON.stringify(legal), [legal]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the legal moves are different ones
  useEffect(() => {
    setPicked([]);
    setChoosing(null);
  }, [legalKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathOf reads the same view as legal
  const all = useMemo(() => pickables(legal, pathOf), [legal]);
  const { next } = pickOffer(all, picked);
  const cancel = () => {
    setPicked([]);
    setChoosing(null);
  };
  const send = (move: AiMove) => {
    cancel();
    act(move.move, ...(move.args ?? []));
  };
  const onTouch = (target: Target) => {
    const result = touch(all, picked, target);
    if (!result) return;
    if ('send' in result) return send(result.send);
    setPicked(result.picked);
    setChoosing('choose' in result ? result.choose : null);
  };
  const targetProps = (target: Target) => {
    const isPicked = picked.includes(target);
    const isNext = next.has(target);
    return {
      'data-target': target,
      'data-pick': isPicked ? ('picked' as const) : isNext ? ('next' as const) : undefined,
      'aria-pressed': isPicked || undefined,
      onClick: isPicked || isNext ? () => onTouch(target) : undefined,
    };
  };
  return { picked, next, choosing, onTouch, send, cancel, targetProps };
}

/**
 * The step-by-step bar under a board: what is picked so far with a visible Cancel, and the chooser when
 * one touch fits several moves. `describe` reads a move in the game's words.
 */
export function PickBar(props: { picks: Picks; describe: (m: AiMove) => string; hint?: string }) {
  const { picks, describe, hint } = props;
  if (picks.picked.length === 0 && !picks.choosing) return null;
  return (
    <section className="prompt pick-bar" data-testid="pick-bar" aria-live="polite">
      {picks.choosing ? (
        <>
          <b>Choose:</b>
          {picks.choosing.map((m) => (
            <button
              key={`${m.move}:${JSON.stringify(m.args ?? [])}`}
              type="button"
              data-testid="pick-choice"
              data-move={m.move}
              onClick={() => picks.send(m)}
            >
              {describe(m)}
            </button>
          ))}
        </>
      ) : (
        <span className="muted">{hint ?? 'Now touch a highlighted target.'}</span>
      )}
      <button type="button" className="secondary" data-testid="pick-cancel" onClick={picks.cancel}>
        Cancel
      </button>
    </section>
  );
}
