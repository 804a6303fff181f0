import type { AiMove } from '@skald/core';
import {
  type FavorChoice,
  type FavorId,
  favorSpec,
  type LogEntry,
  MAX_HP,
  type OrlogView,
  type PlayerView,
} from '@skald/orlog';
import type { KeyboardEvent } from 'react';
import { ScrollLog } from '../../ui/ScrollLog.js';
import { isLegal, legalOf, type SkaldBoardProps } from '../types.js';
import { PickBar, type Picks, usePicks } from '../usePicks.js';
import { tokenOutlook } from './afford.js';
import { Die, FaceLegend } from './Dice.js';
import { choiceText, FavorCard, FavorChooser, paramLabel } from './Favors.js';
import { dieTarget, KEEP, orlogPathOf, poolTarget } from './paths.js';
import './orlog.css';

const ALL = 0b111111;
const bit = (i: number) => 1 << i;

function HpBar({ hp }: { hp: number }) {
  return (
    <span className="hp" title={`${hp} of ${MAX_HP} HP`}>
      <span className="hp-track">
        <span className="hp-fill" style={{ width: `${(100 * Math.max(0, hp)) / MAX_HP}%` }} />
      </span>
      <b data-testid="hp">{hp}</b> HP
    </span>
  );
}

/** One player's side: name, HP, tokens, favors, and the dice tray (with keep toggles for the roller). */
function PlayerSide(props: {
  G: OrlogView;
  seat: 0 | 1;
  mine: boolean;
  name: string;
  toAct: boolean;
  online: boolean;
  /** The roller's touches on their own dice (null for the other side). */
  picks: Picks | null;
}) {
  const { G, seat, mine, name, toAct, online, picks } = props;
  const p: PlayerView = G.players[seat];
  const choosing = G.step === 'favor';
  return (
    <section
      className={`orlog-side ${mine ? 'mine' : 'theirs'} ${toAct ? 'to-act' : ''}`}
      data-testid={mine ? 'side-me' : 'side-foe'}
      data-seat={seat}
    >
      <header className="side-header">
        <span className="side-name">
          {name}
          {mine && online ? ' (you)' : ''}
        </span>
        <HpBar hp={p.hp} />
        <span className="tokens" title="God Favor tokens">
          <b data-testid="tokens">{p.tokens}</b> tokens
        </span>
        {G.step === 'roll' && <span className="rolls">roll {Math.min(p.rolls, 3)} of 3</span>}
        {G.mode === 'expert' && <span className="wins">games won: {G.wins[seat]}</span>}
        {choosing && (
          <span className="choice-status" data-testid={`choice-status-${seat}`}>
            {p.chosen
              ? mine && p.choice
                ? `chose ${choiceText(p.choice, G.rules)}`
                : mine
                  ? 'chose no God Favor'
                  : 'has chosen (secret)'
              : 'choosing a God Favor…'}
          </span>
        )}
      </header>
      <div className="tray" data-testid={mine ? 'tray-me' : 'tray-foe'}>
        {p.dice.map((face, die) => {
          const code = face < 0 ? null : die * 6 + face;
          const kept = (p.kept & bit(die)) !== 0;
          const banned = (p.banned & bit(die)) !== 0;
          return (
            <Die
              // biome-ignore lint/suspicious/noArrayIndexKey: a die's position is its identity (die type)
              key={die}
              code={code}
              kept={kept}
              banned={banned}
              selected={picks?.picked.includes(dieTarget(die)) === true}
              pick={picks && !kept ? picks.targetProps(dieTarget(die)) : undefined}
              number={die + 1}
              testId={`die-${seat}-${die}`}
            />
          );
        })}
        {p.extra.map((code, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: extra dice are listed in roll order
          <Die key={`x${i}`} code={code} extra testId={`extra-${seat}-${i}`} />
        ))}
      </div>
      <div className="side-favors">
        {p.favors.length > 0
          ? p.favors.map((id) => <FavorCard key={id} id={id} rules={G.rules} compact={!mine} />)
          : G.step === 'pick' && (
              <span className="muted">
                {mine ? `picked ${p.picks.length} of 3` : `${p.picks.length} of 3 picked (secret)`}
              </span>
            )}
      </div>
    </section>
  );
}

/**
 * A resolution-log line with the players' names. Steal lines end in the victim's new total, which reads
 * like the thief's: say whose it is.
 */
export function logText(entry: LogEntry, seatName: (s: string) => string): string {
  let text = entry.text;
  if (entry.kind === 'steal')
    text = text.replace(
      /steal (\d+) from (P[01]) → (\d+)$/,
      (_, n: string, victim: string, left: string) =>
        `steal ${n} ${n === '1' ? 'token' : 'tokens'} from ${victim} (${victim} has ${left} left)`,
    );
  return text.replace(/\bP([01])\b/g, (_, s: string) => seatName(s));
}

/** A move in words, for the chooser (a favor's parameter read with the dice on the table). */
function moveText(m: AiMove, G: OrlogView, diceOf: (s: 'me' | 'foe', d: number) => number | undefined) {
  const a = m.args?.[0];
  if (m.move === 'chooseFavor') {
    const c = a as {
      favor: FavorId;
      level: number;
      targets?: number[];
      amount?: number;
      face?: string;
    } | null;
    if (!c) return 'No God Favor';
    const param = paramLabel(c, diceOf);
    return `${choiceText(c as FavorChoice, G.rules)}${param ? ` — ${param}` : ''}`;
  }
  if (m.move === 'keep') return `Keep ${Number(a).toString(2).replace(/0/g, '').length} dice`;
  return `${m.move === 'banFavor' ? 'Ban' : 'Pick'} ${favorSpec(a as FavorId).name}`;
}

function stepText(G: OrlogView, seatName: (s: string) => string): string {
  const actor = G.actor >= 0 ? seatName(String(G.actor)) : '';
  switch (G.step) {
    case 'pick':
      return 'Both players secretly pick three God Favors';
    case 'draft':
      return `Draft: ${actor} ${G.draft.queue[0]?.startsWith('b') ? 'bans' : 'picks'} a God Favor`;
    case 'roll':
      return `${actor} decides which dice to keep`;
    case 'favor':
      return 'Both players secretly choose a God Favor';
    case 'resolution':
      return 'Resolving the round';
    default:
      return 'The match is over';
  }
}

/** Expert draft and casual pick: the pool with ban/pick buttons enabled from the legal moves. */
function FavorPool(
  props: SkaldBoardProps<OrlogView> & { ids: readonly FavorId[]; moves: string[]; picks: Picks },
) {
  const { G, legal, act, ids, moves, picks } = props;
  return (
    <div className="favor-pool" data-testid="favor-pool">
      {ids.map((id) => (
        <FavorCard
          key={id}
          id={id}
          rules={G.rules}
          nameTarget={picks.targetProps(poolTarget(id))}
          nameLabel={`${moves.includes('banFavor') && isLegal(legal, 'banFavor', id) ? 'Ban' : 'Pick'} ${favorSpec(id).name}`}
        >
          <div className="level-buttons">
            {moves.map((move) => (
              <button
                type="button"
                key={move}
                data-testid={`${move}-${id}`}
                disabled={!isLegal(legal, move, id)}
                onClick={() => act(move, id)}
              >
                {move === 'banFavor' ? 'Ban' : 'Pick'}
              </button>
            ))}
          </div>
        </FavorCard>
      ))}
    </div>
  );
}

/**
 * Orlog: the opponent's side on top, yours below, the round's status, the secret God Favor choice, the
 * revealed favors and the step-by-step resolution log. Keys: 1–6 select dice, Enter keeps them.
 */
export function OrlogBoard(props: SkaldBoardProps<OrlogView>) {
  const { G, playerID, legal, act, seatName } = props;
  const me: 0 | 1 = playerID === '1' ? 1 : 0;
  const foe: 0 | 1 = me === 0 ? 1 : 0;
  const mine = G.players[me];
  // Every move is a path of touches (paths.ts); a new roll (new legal moves) starts with nothing picked.
  const picks = usePicks(legal, orlogPathOf, act);
  const rolling = legalOf(legal, 'keep').length > 0;
  const selection = picks.picked.length;
  const free = ALL & ~mine.kept;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!rolling || e.ctrlKey || e.metaKey || e.altKey) return;
    const n = Number(e.key);
    if (Number.isInteger(n) && n >= 1 && n <= 6) {
      e.preventDefault();
      if ((free & bit(n - 1)) !== 0) picks.onTouch(dieTarget(n - 1));
    } else if (e.key === 'Enter' && e.target === e.currentTarget) {
      e.preventDefault();
      picks.onTouch(KEEP);
    }
  };
  const describe = (m: AiMove) => moveText(m, G, diceOf);
  const diceOf = (who: 'me' | 'foe', die: number) => {
    const seat = who === 'me' ? me : foe;
    const face = G.players[seat].dice[die];
    return face === undefined || face < 0 ? undefined : die * 6 + face;
  };
  const toAct = new Set(props.activeSeats);
  // During the choice the last reveal would mislead; before the first reveal there is nothing to show.
  const revealed = G.step !== 'favor' && G.log.some((e) => e.kind === 'reveal');
  return (
    <div
      className="orlog"
      role="application"
      aria-label="Orlog board: keys 1–6 select dice, Enter keeps them"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board itself takes keyboard shortcuts (dice 1–6, Enter)
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="orlog-board"
      data-step={G.step}
    >
      <PlayerSide
        G={G}
        seat={foe}
        mine={false}
        name={seatName(String(foe))}
        toAct={toAct.has(String(foe))}
        online={props.online}
        picks={null}
      />
      <section className="orlog-center">
        <div className="status" data-testid="status">
          <b>
            {G.mode === 'expert' ? `Game ${G.game} · ` : ''}Round {G.round}
          </b>{' '}
          · {stepText(G, seatName)}
        </div>
        {rolling && (
          <div className="roll-controls" data-testid="roll-controls">
            <span>Click dice (or press 1–6) to keep them; the rest are re-rolled.</span>
            <button
              type="button"
              className="primary"
              data-testid="keep-selected"
              {...picks.targetProps(KEEP)}
              disabled={!picks.next.has(KEEP)}
            >
              {selection === 0 ? 'Re-roll all free dice' : 'Keep selected, re-roll the rest'}
            </button>
            <button
              type="button"
              data-testid="keep-all"
              disabled={!isLegal(legal, 'keep', free)}
              onClick={() => act('keep', free)}
            >
              Keep all
            </button>
          </div>
        )}
        {legalOf(legal, 'chooseFavor').length > 0 && (
          <FavorChooser
            favors={mine.favors}
            rules={G.rules}
            legal={legal}
            act={act}
            diceOf={diceOf}
            outlook={tokenOutlook(mine)}
            picks={picks}
          />
        )}
        <PickBar
          picks={picks}
          describe={describe}
          hint={
            rolling
              ? 'Touch more dice to keep (or a picked one to put it back), then Keep.'
              : 'Now touch one of its levels (L1–L3).'
          }
        />
        {G.step === 'draft' && (
          <FavorPool {...props} ids={G.draft.pool} moves={['banFavor', 'draftFavor']} picks={picks} />
        )}
        {G.step === 'draft' && G.draft.banned.length > 0 && (
          <p className="muted">Banned: {G.draft.banned.map((id) => favorSpec(id).name).join(', ')}</p>
        )}
        {G.step === 'pick' && legalOf(legal, 'pickFavor').length > 0 && (
          <FavorPool
            {...props}
            ids={legalOf(legal, 'pickFavor').map((m) => m.args?.[0] as FavorId)}
            moves={['pickFavor']}
            picks={picks}
          />
        )}
        {G.step === 'pick' && mine.picks.length > 0 && (
          <p>
            Your picks:{' '}
            {mine.picks
              .map((id) => (typeof id === 'string' ? favorSpec(id as FavorId).name : '?'))
              .join(', ')}
          </p>
        )}
        <FaceLegend />
        <div className="round-report">
          <div className="revealed" data-testid="revealed">
            <h3>God Favors revealed (latest round)</h3>
            {revealed ? (
              [me, foe].map((seat) => (
                <div key={seat} data-testid={`revealed-${seat}`}>
                  {seatName(String(seat))}: <b>{choiceText(G.revealed[seat], G.rules)}</b>
                </div>
              ))
            ) : (
              <div className="muted">Hidden until both players have chosen.</div>
            )}
          </div>
          <div className="resolution-log" data-testid="resolution-log">
            <h3>Resolution (latest round)</h3>
            <ScrollLog className="resolution-lines" version={`${G.game}-${G.round}-${G.log.length}`}>
              {G.log.map((entry, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only within a round
                <li key={i} className={`log-${entry.kind}`}>
                  {logText(entry, seatName)}
                </li>
              ))}
            </ScrollLog>
          </div>
        </div>
      </section>
      <PlayerSide
        G={G}
        seat={me}
        mine
        name={seatName(String(me))}
        toAct={toAct.has(String(me))}
        online={props.online}
        picks={rolling ? picks : null}
      />
    </div>
  );
}
