import type { AiMove } from '@skald/core';
import type { ValheimView } from '@skald/valheim';
import { useMemo } from 'react';
import { InfoTip } from '../../help/InfoTip.js';
import type { SkaldBoardProps } from '../types.js';
import { PickBar, type Picks, usePicks } from '../usePicks.js';
import { ArenaView } from './Arena.js';
import { CampaignPanel } from './Campaign.js';
import { Characters } from './Characters.js';
import { GROUPS, moveGroup, moveLabel, moveTip } from './labels.js';
import { MapView } from './MapView.js';
import { Combat, EventDeck, Haldor, House } from './Panels.js';
import { CONTROL_WORDS, valheimPathOf } from './paths.js';
import { objectiveText, scenarioOf } from './scenario.js';
import './valheim.css';

const STAGE_WORDS: Record<string, string> = {
  explore: 'exploring',
  arena: 'the Forsaken fight',
  over: 'game over',
};

/** Every legal move of the seat on screen as a button, grouped by kind, each worded by the package. */
function Actions(props: SkaldBoardProps<ValheimView> & { seat: string }) {
  const { G, legal, act, module, seatName, seat } = props;
  const groups = new Map<string, AiMove[]>();
  for (const m of legal) {
    const g = moveGroup(m.move);
    groups.set(g, [...(groups.get(g) ?? []), m]);
  }
  const order = [...GROUPS.map((g) => g.title), 'Other'];
  return (
    <div className="valheim-actions" data-testid="actions">
      {order
        .filter((g) => groups.has(g))
        .map((g) => (
          <div key={g} className="vh-action-group" data-group={g}>
            <h4>{g}</h4>
            <div className="vh-action-buttons">
              {groups.get(g)!.map((m) => {
                const tip = moveTip(m);
                return (
                  <span key={JSON.stringify(m)} className="vh-action">
                    <button
                      type="button"
                      data-testid="valheim-move"
                      data-move={m.move}
                      data-args={JSON.stringify(m.args ?? [])}
                      onClick={() => act(m.move, ...(m.args ?? []))}
                    >
                      {moveLabel(module, G, m, seat, seatName)}
                    </button>
                    {tip && <InfoTip name={tip.name} text={tip.text} />}
                  </span>
                );
              })}
            </div>
          </div>
        ))}
    </div>
  );
}

/**
 * The board's controls: moves with nothing on the table to touch (end the turn, keep a roll, answer a call
 * for help, confirm the dice picked for a reroll…), each a target of its own while it does something.
 */
function Controls({ picks }: { picks: Picks }) {
  const controls = Object.keys(CONTROL_WORDS).filter((c) => picks.next.has(`control:${c}`));
  if (controls.length === 0) return null;
  return (
    <section className="vh-controls" data-testid="valheim-controls" aria-label="Turn controls">
      {controls.map((c) => (
        <button key={c} type="button" className="secondary" {...picks.targetProps(`control:${c}`)}>
          {CONTROL_WORDS[c]}
        </button>
      ))}
    </section>
  );
}

/**
 * Valheim: the map (tiles revealed or misty, figures, creatures, tokens), the event deck and what lies on
 * it, a fight or roll under way, the arena once Eikthyr is summoned, your legal moves, the house and every
 * character board. Co-op: every seat sees the same view. Every move is also made by touching what it acts on
 * (`paths.ts`): legal targets are lit, a move of several parts is built step by step above the table with
 * a Cancel, and the button list stays as a fallback and for screen readers.
 */
export function ValheimBoard(props: SkaldBoardProps<ValheimView>) {
  const { G, playerID, legal, act, seatName, activeSeats } = props;
  const me = playerID === null ? -1 : Number(playerID);
  const { scenario, forsaken } = scenarioOf(G);
  const pathOf = useMemo(() => valheimPathOf(G, me), [G, me]);
  const picks = usePicks(legal, pathOf, act);
  const seat = String(Math.max(me, 0));
  const describe = (m: AiMove) => moveLabel(props.module, G, m, seat, seatName);
  return (
    <div className="valheim" data-testid="valheim-board" data-stage={G.stage}>
      <section className="table-info" data-testid="valheim-status">
        <span>
          <b>{scenario.name}</b> · {STAGE_WORDS[G.stage] ?? G.stage}
          {G.stage === 'over' ? '' : ` · ${seatName(String(G.turn))}’s turn`}
        </span>
        {G.stage === 'explore' && (
          <span data-testid="actions-left">
            {G.actionsLeft} action{G.actionsLeft === 1 ? '' : 's'} left
            {G.moveLeft > 0 && `, ${G.moveLeft} step${G.moveLeft === 1 ? '' : 's'} of this move`}
          </span>
        )}
        <span>Events left {G.events.length}</span>
        <span>
          {objectiveText(G).text}
          {G.arena && ` · ${forsaken.name} ${G.arena.health} health`}
        </span>
      </section>
      {/* What to touch next stays in sight on a long board: ending the turn, the move built so far, Cancel. */}
      <div className="vh-touchbar">
        <Controls picks={picks} />
        <PickBar picks={picks} describe={describe} hint="Now touch a lit piece on the board, or Cancel." />
      </div>
      <CampaignPanel G={G} seatName={seatName} />
      <Combat G={G} seatName={seatName} picks={picks} />
      {me >= 0 && (
        <section className="panel my-actions">
          <h3>{legal.length > 0 ? `Your moves, ${seatName(String(me))}` : 'Your moves'}</h3>
          {legal.length > 0 ? (
            <Actions {...props} seat={String(me)} />
          ) : (
            <p className="muted" data-testid="waiting">
              {activeSeats.length ? `Waiting for ${activeSeats.map(seatName).join(', ')}…` : ''}
            </p>
          )}
        </section>
      )}
      <div className="valheim-table">
        {G.arena ? <ArenaView G={G} seatName={seatName} legal={legal} picks={picks} /> : null}
        <MapView G={G} legal={legal} picks={picks} seatName={seatName} />
        <div className="valheim-side">
          <EventDeck G={G} />
          <House G={G} picks={picks} />
          <Haldor G={G} seatName={seatName} picks={picks} />
        </div>
      </div>
      <Characters G={G} me={me} activeSeats={activeSeats} seatName={seatName} picks={picks} />
    </div>
  );
}
