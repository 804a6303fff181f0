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
import { pickables, pickOffer, type Target } from '../picks.js';
import { type TargetProps, Touchable } from '../Touchable.js';
import type { SkaldBoardProps } from '../types.js';
import { PickBar, type Picks, usePicks } from '../usePicks.js';
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
import {
  cardTarget,
  deityTarget,
  endTarget,
  goneTarget,
  hallTarget,
  pileTarget,
  unitTarget,
  victoryTarget,
  wolvesPathOf,
} from './paths.js';
import './wolves.css';

/** The board's touch targets, or none (a spectator's screen). */
type Pick = (target: Target) => TargetProps | undefined;

/** The rules' phase ids in words for the header. */
const PHASE_WORDS: Record<string, string> = {
  roundSetup: 'setting up the round',
  play: 'playing',
  scoring: 'scoring the round',
  chooseVictory: 'the winner chooses a Victory card',
  endOfRound: 'end of the round',
  gameover: 'game over',
};

function Deity({ id, pick }: { id: string; pick?: TargetProps | undefined }) {
  const colour = id === 'ragnarok' ? 'ragnarok' : (DEITY_BY_ID[id as DeityId]?.colour ?? 'black');
  return (
    <span className={`deity ${colour}`} data-testid={`deity-${id}`}>
      <Touchable pick={pick} label={deityName(id)} className="deity-name">
        {deityName(id)}
      </Touchable>
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

/** Where a unit may join a line: shown only while a card picked in hand can go there. */
function EndSlot(props: { pick: TargetProps | undefined; side: string; lineName: string; empty: boolean }) {
  const { pick, side, lineName, empty } = props;
  if (!pick?.['data-pick']) return null;
  const label = empty ? `Place in ${lineName}` : `Place at the ${side} end of ${lineName}`;
  return (
    <button type="button" className="end-slot" aria-label={label} title={label} {...pick}>
      {empty ? 'here' : side === 'left' ? '⇤ here' : 'here ⇥'}
    </button>
  );
}

function Line(props: { G: WolvesView; seat: number; rules: WolvesState; pick: Pick; name: string }) {
  const { G, seat, rules, pick, name } = props;
  const lineName = `${name}'s line`;
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
        <EndSlot pick={pick(endTarget(seat, 'left'))} side="left" lineName={lineName} empty={false} />
        {line.map((card, i) => (
          <span key={card} className={`unit kind-${cardKind(card)}`} title={`#${i + 1}`}>
            <Touchable
              pick={pick(unitTarget(seat, i))}
              label={`${cardName(card)} (#${i + 1}) in ${lineName}, strength ${unitStrength(line, i)}`}
              className="unit-body"
            >
              <span className="unit-name">{cardName(card)}</span>
              <b className="unit-strength">{unitStrength(line, i)}</b>
            </Touchable>
            <InfoTip name={cardName(card)} text={PEOPLE_TEXTS[cardKind(card) as PeopleKind]?.text} />
          </span>
        ))}
        <EndSlot
          pick={pick(endTarget(seat, 'right'))}
          side="right"
          lineName={lineName}
          empty={line.length === 0}
        />
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
  pick: Pick;
}) {
  const { G, seat, rules, me, toAct, name, pick } = props;
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
      <Line G={G} seat={seat} rules={rules} pick={pick} name={name} />
      <div className="player-zones">
        <span>
          Sacrifices ({p.sacrifices.length}):{' '}
          {p.sacrifices.length ? p.sacrifices.map(cardName).join(', ') : '—'}
        </span>
        <span>
          Deities:{' '}
          {p.deities.length
            ? p.deities.map((d) => <Deity key={d} id={d} pick={pick(deityTarget(d))} />)
            : '—'}
        </span>
        {p.victories.length > 0 && <span>Victories: {p.victories.map(victoryName).join(', ')}</span>}
        {!me && p.known.length > 0 && <span>Known in hand: {p.known.map(cardName).join(', ')}</span>}
      </div>
    </section>
  );
}

/** My hand, grouped by kind; a kind is a touch target while a move starts with one of its cards. */
function Hand({ hand, pick }: { hand: number[]; pick: Pick }) {
  const counts = new Map<string, number>();
  for (const c of hand) {
    const k = cardKind(c) ?? '?';
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return (
    <div className="hand" data-testid="hand">
      {[...counts].map(([kind, n]) => (
        <span key={kind} className={`card kind-${kind}`}>
          <Touchable
            pick={pick(cardTarget(kind))}
            label={`${kindName(kind)} in your hand`}
            className="card-body"
          >
            {kindName(kind)}
            {n > 1 && <b> ×{n}</b>}
          </Touchable>
          <InfoTip name={kindName(kind)} text={PEOPLE_TEXTS[kind as PeopleKind]?.text} />
        </span>
      ))}
      {hand.length === 0 && <span className="muted">no cards</span>}
    </div>
  );
}

/** What to touch next, after the first touch of a move. */
function hintFor(picked: readonly Target[]): string {
  const first = picked[0] ?? '';
  if (first.startsWith('card:')) return 'Now touch a lit place at the end of a line.';
  if (first.startsWith('unit:')) return 'Touch Sacrifice to sacrifice it, or Cancel.';
  if (first.startsWith('deity:')) return 'Now touch the lit Deity it acts on.';
  return 'Now touch a highlighted target.';
}

/**
 * Passing, ending the turn, Done, Decline, a reaction, Sacrifice: the moves that name nothing on the table
 * get a control of their own, shown while a touch on it plays. Each is labelled by the move it makes.
 */
function TableControls(props: {
  picks: Picks;
  legal: AiMove[];
  pathOf: ReturnType<typeof wolvesPathOf>;
  describe: (m: AiMove) => string;
}) {
  const { picks, legal, pathOf, describe } = props;
  const controls = [...picks.next].filter((t) => t.startsWith('ctl:'));
  if (controls.length === 0) return null;
  const all = pickables(legal, pathOf);
  const label = (t: Target) => {
    const made = pickOffer(all, [...picks.picked, t]).complete;
    return t === 'ctl:sacrifice' ? 'Sacrifice it' : made.length === 1 ? describe(made[0]!) : t.slice(4);
  };
  return (
    <div className="table-controls" data-testid="table-controls">
      {controls.map((t) => (
        <button type="button" key={t} {...picks.targetProps(t)}>
          {label(t)}
        </button>
      ))}
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
  const pathOf = wolvesPathOf(G, me);
  const picks = usePicks(legal, pathOf, act);
  const pick: Pick = (target) => (me >= 0 ? picks.targetProps(target) : undefined);
  const describe = (m: AiMove) => moveLabel(m, G, me, seatName);
  const lit = (prefix: string) => [...picks.next].some((t) => t.startsWith(prefix));
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
          {G.hall.length ? (
            G.hall.map((d) => <Deity key={d} id={d} pick={pick(hallTarget(d))} />)
          ) : (
            <span className="muted">empty</span>
          )}
        </div>
        <div className="offer" data-testid="victory-offer">
          <h3>Victory cards revealed</h3>
          {G.offer.length ? (
            G.offer.map((v) => (
              <span key={v} className="victory-card">
                <Touchable
                  pick={pick(victoryTarget(v))}
                  label={`Take ${victoryName(v)}`}
                  className="victory-name"
                >
                  {victoryName(v)}
                </Touchable>
                {VICTORY_TEXTS[v] ? ` — ${VICTORY_TEXTS[v]!.text}` : ''}
              </span>
            ))
          ) : (
            <span className="muted">none this round</span>
          )}
        </div>
        {G.deityDiscard.length > 0 && (
          <div className="hall gone" data-testid="deity-discard">
            <h3>Deity discard</h3>
            {[...new Set(G.deityDiscard)].map((d) => (
              <Deity key={d} id={d} pick={pick(goneTarget(d))} />
            ))}
          </div>
        )}
        {lit('pile:') && (
          <div className="hall pile" data-testid="discard-pile">
            <h3>Discard pile</h3>
            {[...new Set(G.discard.map((c) => cardKind(c) ?? '?'))].map((k) => (
              <span key={k} className="card">
                <Touchable
                  pick={pick(pileTarget(k))}
                  label={`Take ${kindName(k)} from the discard pile`}
                  className="card-body"
                >
                  {kindName(k)}
                </Touchable>
              </span>
            ))}
          </div>
        )}
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
          <Hand hand={G.players[me]?.hand ?? []} pick={pick} />
          <TableControls picks={picks} legal={legal} pathOf={pathOf} describe={describe} />
          <PickBar picks={picks} describe={describe} hint={hintFor(picks.picked)} />
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
            pick={pick}
          />
        ))}
      </div>
    </div>
  );
}
