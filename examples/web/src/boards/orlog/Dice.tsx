import {
  FACE_GOLD,
  FACE_SYMBOL,
  FACE_SYMBOLS,
  FACE_TEXTS,
  type FaceSymbol,
  KEYWORD_TEXTS,
} from '@skald/orlog';
import type { TargetProps } from '../Touchable.js';

const LABEL: Record<FaceSymbol, string> = {
  axe: 'Axe',
  arrow: 'Arrow',
  helmet: 'Helmet',
  shield: 'Shield',
  hand: 'Hand',
};

/** A small picture of each face so a tray reads at a glance (no emoji font needed). */
function FaceIcon({ symbol }: { symbol: FaceSymbol }) {
  return (
    <svg width={30} height={30} viewBox="0 0 32 32" aria-hidden="true">
      <FacePaths symbol={symbol} />
    </svg>
  );
}

function FacePaths({ symbol }: { symbol: FaceSymbol }) {
  switch (symbol) {
    case 'axe':
      return (
        <>
          <path d="M9 27 L21 9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <path d="M17 5 C24 3 29 9 27 15 L20 11 Z" fill="currentColor" />
        </>
      );
    case 'arrow':
      return (
        <>
          <path d="M6 26 L25 7" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          <path d="M27 5 L18 7 L25 14 Z" fill="currentColor" />
          <path d="M6 26 L5 20 M6 26 L12 27" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </>
      );
    case 'helmet':
      return (
        <>
          <path d="M6 20 C6 10 26 10 26 20 L26 24 L6 24 Z" fill="currentColor" />
          <path d="M16 24 L16 29" stroke="currentColor" strokeWidth="3" />
        </>
      );
    case 'shield':
      return (
        <>
          <circle cx="16" cy="16" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="16" cy="16" r="3.5" fill="currentColor" />
        </>
      );
    case 'hand':
      return (
        <path
          d="M10 28 L8 16 L10 15 L12 20 L12 6 L14.5 6 L14.5 16 L15.5 4 L18 4 L18 16 L19.5 6 L22 6 L22 17 L24 11 L26 12 L23 28 Z"
          fill="currentColor"
        />
      );
  }
}

export interface DieProps {
  /** `type * 6 + face`, or null before the first roll. */
  code: number | null;
  kept?: boolean;
  banned?: boolean;
  selected?: boolean;
  extra?: boolean;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
  /** What the die carries as a touch target (`targetProps`): it is then a toggle button. */
  pick?: TargetProps | undefined;
  /** Its position in the tray, 1–6, named for keyboard and screen-reader users. */
  number?: number;
}

/** One die: its face, gold trim, and whether it is kept (locked), banned, or selected to keep. */
export function Die({
  code,
  kept,
  banned,
  selected,
  extra,
  onClick,
  disabled,
  testId,
  pick,
  number,
}: DieProps) {
  const symbol = code === null ? null : (FACE_SYMBOL[code] ?? null);
  const gold = code !== null && FACE_GOLD[code] === true;
  const classes = [
    'die',
    gold ? 'gold' : '',
    kept ? 'kept' : '',
    banned ? 'banned' : '',
    selected ? 'selected' : '',
  ]
    .concat(extra ? ['extra'] : [])
    .filter(Boolean)
    .join(' ');
  const title = symbol
    ? `${FACE_TEXTS[symbol].name}: ${FACE_TEXTS[symbol].text}${gold ? ' Gold rim: +1 token.' : ''}`
    : 'not rolled yet';
  const status = banned ? 'banned' : kept ? 'kept' : selected ? 'to keep' : '';
  const body = (
    <>
      {symbol ? <FaceIcon symbol={symbol} /> : <span className="unrolled">?</span>}
      <span className="face-name">{symbol ? LABEL[symbol] : '—'}</span>
      {status && <span className="die-status">{status}</span>}
    </>
  );
  const click = pick?.onClick ?? onClick;
  if (!click)
    return (
      <span
        className={classes}
        title={title}
        data-testid={testId}
        data-face={symbol ?? ''}
        data-kept={kept ? '1' : '0'}
      >
        {body}
      </span>
    );
  return (
    <button
      type="button"
      {...pick}
      className={classes}
      title={title}
      aria-label={
        number === undefined
          ? undefined
          : `Die ${number}: ${symbol ? LABEL[symbol] : 'not rolled'}${gold ? ', gold' : ''}`
      }
      onClick={click}
      disabled={disabled}
      aria-pressed={selected === true}
      data-testid={testId}
      data-face={symbol ?? ''}
      data-kept={kept ? '1' : '0'}
    >
      {body}
    </button>
  );
}

/** What each face does, for newcomers: the legend under the board (texts from the Orlog package). */
export function FaceLegend() {
  return (
    <details className="face-legend" data-testid="face-legend">
      <summary>What the faces do</summary>
      <ul>
        {FACE_SYMBOLS.map((symbol) => (
          <li key={symbol} data-testid={`legend-${symbol}`}>
            <FaceIcon symbol={symbol} /> <b>{FACE_TEXTS[symbol].name}</b> — {FACE_TEXTS[symbol].text}
          </li>
        ))}
        <li>
          <span className="legend-gold" /> <b>{KEYWORD_TEXTS.gold.name}</b> — {KEYWORD_TEXTS.gold.text}
        </li>
      </ul>
    </details>
  );
}
