import type { ReactNode } from 'react';
import type { Picks } from './usePicks.js';

/** What an element standing for a touch target carries (`Picks.targetProps`). */
export type TargetProps = ReturnType<Picks['targetProps']>;

/**
 * A touch target's element: a real button (focusable, with the label a screen reader reads) while a touch
 * on it plays — lit or picked —, plain text otherwise, so nothing looks pressable that does nothing.
 */
export function Touchable(props: {
  pick: TargetProps | undefined;
  label: string;
  className: string;
  children: ReactNode;
  testId?: string;
}) {
  const { pick, label, className, children, testId } = props;
  if (!pick?.onClick)
    return (
      <span className={className} data-testid={testId}>
        {children}
      </span>
    );
  return (
    <button type="button" className={`${className} touch`} aria-label={label} data-testid={testId} {...pick}>
      {children}
    </button>
  );
}
