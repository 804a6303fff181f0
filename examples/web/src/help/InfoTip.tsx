import { useId, useState } from 'react';

/**
 * An ⓘ beside a face, card or Deity: hover or focus shows its text, a tap toggles it (phones have no
 * hover). The text comes from the game package's `data/texts.ts`.
 */
export function InfoTip({ name, text }: { name: string; text: string | undefined }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  return (
    <span className={`info-tip ${open ? 'open' : ''}`}>
      <button
        type="button"
        className="info-button"
        aria-label={`About ${name}`}
        aria-describedby={id}
        aria-expanded={open}
        data-testid="info-button"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(!open);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        i
      </button>
      <span role="tooltip" id={id} className="info-text" data-testid="info-text">
        <b>{name}</b> {text}
      </span>
    </span>
  );
}
