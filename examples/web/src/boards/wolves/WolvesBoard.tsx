import type { AiMove } from '@skald/core';
import {
  DEITY_BY_ID,
  DEITY_TEXTS,
  type DeityId,
  gloryScores,
  lineStrength,
  PEOPLE_TEXTS,
  type PeopleKind,
  stateFromView,
  unitStrength,
  VICTORY_TEXTS,
  type WolvesState,
  type WolvesView,
} from '@skald/wolves-of-odin';
import { InfoTip } from '../../help/InfoTip.js';
import type { SkaldBoardProps } from '../types.js';
import {
  cardKind,
  cardName,
  decisionText,
  deityName,
  kindName,
  moveGroup,
  moveLabel,
  victoryName,
} from './labels.js';
import './wolves.css';

/** The rules' phase ids in words for the header. */
const PHASE_WORDS: Record<string, string> = {
  roundSetup: 'setting up the round',
  play: 'playing',
  scoring: 'scoring the round',
  chooseVictory: 'the winner chooses a Victory card',
  endOfRound: 'end of the round',
  gameover: 'game over',
};

function Deity({ id }: { id: string }) {
  const colour = id === 'ragnarok' ? 'ragnarok' : (DEITY_BY_ID[id as DeityId]?.colour ?? 'black');
  return (
    <span className={`deity ${colour}`} data-testid={`deity-${id}`}>
      {deityName(id)}
      <InfoTip
        name={deityName(id)}
        text={
          id === 'ragnarok'
            ? 'Ragnarök has come out of the Deity deck: this round is the last.'
            : DEITY_TEXTS[id as DeityId]?.text
        }
      />
    </span>
  );
}

function Line(props: { G: WolvesView; seat: number; rules: WolvesState }) {
  const { G, seat, rules } = props;
  const line = G.players[seat]!.line;
  let total: number | null = null;
  try {
    total = lineStrength(rules, seat);
  } catch {
    total = null;
  }
  return (
    <div className="line" data-testid={`line-${seat}`}>
      <div className="line-cards">
        {line.length === 0 && <span className="muted">empty line</span>}
        {line.map((card, i) => (
          <span key={card} className={`unit kind-${cardKind(card)}`} title={`#${i + 1}`}>
            <span className="unit-name">{cardName(card)}</span>
            <b className="unit-strength">{unitStrength(line, i)}</b>
            <InfoTip name={cardName(card)} text={PEOPLE_TEXTS[cardKind(card) as PeopleKind]?.text} />
          </span>
        ))}
      </div>
      <div className="line-total" data-testid={`line-total-${seat}`}>
        strength <b>{total ?? '?'}</b>
      </div>
    </div>
  );
}

function PlayerPanel(props: {
  G: WolvesView;
  seat: number;
  rules: WolvesState;
  me: boolean;
  toAct: boolean;
  name: string;
}) {
  const { G, seat, rules, me, toAct, name } = props;
  // Every property a Victory card reads (hand size, line, sacrifices, Deities) is public; once the round's
  // winner is determined (and at the end), the game's own count taken then.
  const gloryNow = gloryScores(rules)[seat] ?? 0;
  const p = G.players[seat]!;
  return (
    <section
      className={`wolves-player ${me ? 'me' : ''} ${toAct ? 'to-act' : ''}`}
      data-testid={`player-${seat}`}
    >
      <header>
        <span className="player-name">{name}</span>
        <span className="glory" title="Glory from Victory cards">
          <b>{gloryNow}</b> glory
        </span>
        <span className="hand-count">{p.handCount} cards in hand</span>
        {p.passed && (
          <span className="passed" data-testid={`passed-${seat}`}>
            passed
          </span>
        )}
        {G.flow.current === seat && G.flow.phase === 'play' && (
          <span className="current">current player</span>
        )}
      </header>
      <Line G={G} seat={seat} rules={rules} />
      <div className="player-zones">
        <span>
          Sacrifices ({p.sacrifices.length}):{' '}
          {p.sacrifices.length ? p.sacrifices.map(cardName).join(', ') : '—'}
        </span>
        <span>Deities: {p.deities.length ? p.deities.map((d) => <Deity key={d} id={d} />) : '—'}</span>
        {p.victories.length > 0 && <span>Victories: {p.victories.map(victoryName).join(', ')}</span>}
        {!me && p.known.length > 0 && <span>Known in hand: {p.known.map(cardName).join(', ')}</span>}
      </div>
    </section>
  );
}

/** My hand, grouped by kind. */
function Hand({ hand }: { hand: number[] }) {
  const counts = new Map<string, number>();
  for (const c of hand) {
    const k = cardKind(c) ?? '?';
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return (
    <div className="hand" data-testid="hand">
      {[...counts].map(([kind, n]) => (
        <span key={kind} className={`card kind-${kind}`}>
          {kindName(kind)}
          {n > 1 && <b> ×{n}</b>}
          <InfoTip name={kindName(kind)} text={PEOPLE_TEXTS[kind as PeopleKind]?.text} />
        </span>
      ))}
      {hand.length === 0 && <span className="muted">no cards</span>}
    </div>
  );
}

function Actions(props: {
  legal: AiMove[];
  G: WolvesView;
  me: number;
  act: SkaldBoardProps['act'];
  seatName: (s: string) => string;
}) {
  const { legal, G, me, act, seatName } = props;
  const groups = new Map<string, AiMove[]>();
  for (const m of legal) {
    const g = moveGroup(m.move);
    groups.set(g, [...(groups.get(g) ?? []), m]);
  }
  // Decisions and reactions first, passing last.
  const order = [
    'Decision',
    'Place a unit',
    'Maneuvers',
    'Sacrifice a unit',
    'Summon a Deity',
    'Deity powers',
    'Turn',
  ];
  return (
    <div className="actions" data-testid="actions">
      {order
        .filter((g) => groups.has(g))
        .map((g) => (
          <div key={g} className="action-group">
            <h4>{g}</h4>
            <div className="action-buttons">
              {groups.get(g)!.map((m) => (
                <button
                  type="button"
                  key={JSON.stringify(m)}
                  data-move={m.move}
                  data-testid="wolves-move"
                  onClick={() => act(m.move, ...(m.args ?? []))}
                >
                  {moveLabel(m, G, me, seatName)}
                </button>
              ))}
            </div>
          </div>
        ))}
    </div>
  );
}

/**
 * Wolves of Odin: every line with unit and line strengths, sacrifices, Deities, glory and who has
 * passed; the Hall, the revealed Victory cards and the piles; your hand; what the game waits for
 * (reaction prompts for Shield Wall / Huscarl included) and your legal moves as buttons.
 */
export function WolvesBoard(props: SkaldBoardProps<WolvesView>) {
  const { G, playerID, legal, act, seatName, activeSeats } = props;
  const me = playerID === null ? -1 : Number(playerID);
  const rules = stateFromView(G);
  const pending = G.flow.pending[0] ?? null;
  const reacting = pending?.kind === 'react' && legal.some((m) => m.move === 'react');
  const seats = G.players.map((_, i) => i);
  const ordered = me >= 0 ? [me, ...seats.filter((s) => s !== me)] : seats;
  return (
    <div className="wolves" data-testid="wolves-board" data-phase={G.flow.phase}>
      <section className="table-info">
        <span>
          <b>Round {G.flow.round}</b> · {PHASE_WORDS[G.flow.phase] ?? G.flow.phase}
          {G.flow.ragnarok && <b className="ragnarok-warning"> · Ragnarök has come: last round</b>}
        </span>
        <span>Deck {G.deckCount}</span>
        <span>
          Discard {G.discard.length}
          {G.discard.length > 0 && ` (top: ${cardName(G.discard[G.discard.length - 1]!)})`}
        </span>
        <span>Deity deck {G.deityDeckCount}</span>
        <span>Victory deck {G.victoryDeckCount}</span>
      </section>
      <section className="table-center">
        <div className="hall" data-testid="hall">
          <h3>The Hall</h3>
          {G.hall.length ? G.hall.map((d) => <Deity key={d} id={d} />) : <span className="muted">empty</span>}
        </div>
        <div className="offer" data-testid="victory-offer">
          <h3>Victory cards revealed</h3>
          {G.offer.length ? (
            G.offer.map((v) => (
              <span key={v} className="victory-card">
                {victoryName(v)}
                {VICTORY_TEXTS[v] ? ` — ${VICTORY_TEXTS[v]!.text}` : ''}
              </span>
            ))
          ) : (
            <span className="muted">none this round</span>
          )}
        </div>
      </section>
      {pending && (
        <section
          className={`prompt ${reacting ? 'reaction' : ''}`}
          data-testid={reacting ? 'reaction-prompt' : 'pending'}
        >
          {reacting && <b>Your reaction: </b>}
          {decisionText(pending, seatName)}
        </section>
      )}
      {me >= 0 && (
        <section className="my-area">
          <h3>Your hand</h3>
          <Hand hand={G.players[me]?.hand ?? []} />
          {legal.length > 0 ? (
            <Actions legal={legal} G={G} me={me} act={act} seatName={seatName} />
          ) : (
            <p className="muted" data-testid="waiting">
              {activeSeats.length ? `Waiting for ${activeSeats.map(seatName).join(', ')}…` : ''}
            </p>
          )}
        </section>
      )}
      <div className="players">
        {ordered.map((seat) => (
          <PlayerPanel
            key={seat}
            G={G}
            seat={seat}
            rules={rules}
            me={seat === me}
            toAct={activeSeats.includes(String(seat))}
            name={seatName(String(seat))}
          />
        ))}
      </div>
    </div>
  );
}
