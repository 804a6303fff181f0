import type { AiMove } from '@skald/core';
import type { ReactNode } from 'react';
import type { Pickable, Target } from '../picks.js';
import type { Picks } from '../usePicks.js';
import { movesVia } from './paths.js';

/** What an element standing for a target carries when a touch on it does something now. */
export type TouchProps = ReturnType<Picks['targetProps']> & { 'aria-label': string; title: string };

/** The board's touch state as its parts read it: a target's props when it is live, else null. */
export interface Touches {
  on(target: Target, name: string): TouchProps | null;
}

/**
 * Touches over the picks: a live target (highlighted or picked) gets its props and a label saying what the
 * touch does, in the game's words — the one move it makes, or how many it leads on to.
 */
export function touchesOf(picks: Picks, all: readonly Pickable[], words: (m: AiMove) => string): Touches {
  return {
    on(target, name) {
      const props = picks.targetProps(target);
      if (!props['data-pick']) return null;
      if (props['data-pick'] === 'picked') {
        const label = `${name}: picked (touch again to step back)`;
        return { ...props, 'aria-label': label, title: label };
      }
      const moves = movesVia(all, picks.picked, target);
      const first = moves[0];
      const label =
        moves.length === 1 && first
          ? `${name}: ${words(first)}`
          : `${name}: ${moves.length} moves go on from here`;
      return { ...props, 'aria-label': label, title: label };
    },
  };
}

/** A thing on the board that is a button while touching it plays (part of) a move, else plain text. */
export function TouchTarget(props: {
  touches: Touches;
  target: Target;
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const { touches, target, name, className, children } = props;
  const live = touches.on(target, name);
  if (!live)
    return (
      <span className={className} data-target={target}>
        {children}
      </span>
    );
  return (
    <button type="button" className={`oq-touch ${className ?? ''}`} {...live}>
      {children}
    </button>
  );
}
