import type { ReactNode } from 'react';
import type { Target } from '../picks.js';
import type { Picks } from '../usePicks.js';

/**
 * A thing on the table a move acts on: a real button while touching it continues a legal move (or undoes
 * the last step), plain text otherwise (still naming its target), so keyboard focus only lands on what
 * does something.
 */
export function Touch(props: {
  picks: Picks;
  target: Target;
  /** What touching it does, for screen readers ("Attack the Boar"). */
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { picks, target, label, className = '', testId, children } = props;
  const p = picks.targetProps(target);
  if (!p['data-pick'])
    return (
      <span className={className} data-testid={testId} data-target={target}>
        {children}
      </span>
    );
  return (
    <button type="button" className={`${className} vh-touch`} aria-label={label} data-testid={testId} {...p}>
      {children}
    </button>
  );
}

/** Is `target` lit or picked now (worth drawing even where the board shows nothing otherwise)? */
export const live = (picks: Picks, target: Target): boolean =>
  Boolean(picks.targetProps(target)['data-pick']);

/** Nothing to touch (a board drawn for a spectator, or outside a game). */
export const NO_PICKS: Picks = {
  picked: [],
  next: new Set(),
  choosing: null,
  onTouch: () => undefined,
  send: () => undefined,
  cancel: () => undefined,
  targetProps: (target) => ({
    'data-target': target,
    'data-pick': undefined,
    'aria-pressed': undefined,
    onClick: undefined,
  }),
};
