import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * A log that always shows its latest entry: it scrolls to the bottom whenever an entry is added, unless
 * the reader has scrolled up to read older lines.
 */
export function ScrollLog(props: {
  className?: string;
  testId?: string;
  version: string | number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again exactly when the entries change
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [props.version]);
  return (
    <ol
      ref={ref}
      className={`scroll-log ${props.className ?? ''}`}
      data-testid={props.testId}
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
    >
      {props.children}
    </ol>
  );
}
