import type { AiMove } from '@skald/core';
import { ARENA_BY_ID, type ArenaSpaceEntry, type ValheimView } from '@skald/valheim';
import { InfoTip } from '../../help/InfoTip.js';
import type { Picks } from '../usePicks.js';
import { playerColour } from './MapView.js';
import { scenarioOf } from './scenario.js';
import { Touch } from './Touch.js';

/**
 * Where an arena space is drawn, in % of a square: spaces next to the altar on an inner circle at their
 * direction (0 at the top, clockwise), ranged spaces further out; a Forsaken that does not turn (Moder) has
 * its spaces spread on one circle in the order the data lists them.
 */
function position(space: ArenaSpaceEntry, index: number, count: number, directions: number) {
  const r = directions > 0 ? (space.close ? 20 : 40) : 30;
  const angle = directions > 0 ? (2 * Math.PI * space.dir) / directions : (2 * Math.PI * index) / count;
  return { left: `${50 + r * Math.sin(angle)}%`, top: `${50 - r * Math.cos(angle)}%` };
}

/**
 * The Forsaken's arena: its health, which way it faces (the close space in front rimmed red), who stands
 * where, and its own pieces — The Elder's vines, Bonemass's ooze, Moder's place on the edge. A space you
 * may take position at or move to, the Forsaken to strike and the vines are buttons while they do something.
 */
export function ArenaView(props: {
  G: ValheimView;
  seatName: (seat: string) => string;
  legal?: AiMove[];
  picks?: Picks;
}) {
  const { G, seatName, legal = [], picks } = props;
  const a = G.arena;
  if (!a) return null;
  const { forsaken } = scenarioOf(G);
  const D = forsaken.directions;
  const last = a.discard[a.discard.length - 1];
  const lastCard = last ? ARENA_BY_ID[last] : undefined;
  return (
    <section className="panel valheim-arena" data-testid="arena" data-forsaken={forsaken.id}>
      <h3>The arena — {forsaken.name}</h3>
      <p>
        {forsaken.name}'s health <b data-testid="forsaken-health">{a.health}</b>
        {D > 0 && `; faces ${a.facing}`}
        {forsaken.vines > 0 &&
          (picks ? (
            <>
              ;{' '}
              <Touch picks={picks} target="vines" label="Attack the vines" className="vines">
                vines standing {a.vines}/{forsaken.vines}
              </Touch>
            </>
          ) : (
            `; vines standing ${a.vines}/${forsaken.vines}`
          ))}
        {forsaken.edge > 0 && `; on the edge at ${a.moder} (0 her altar … ${forsaken.edge - 1} the nest)`}
        <InfoTip name={forsaken.name} text={forsaken.text} />
        {a.toPlace.length > 0 && ` · ${seatName(String(a.toPlace[0]))} picks a starting space`}
        {' · '}arena deck {a.deck.length}
        {last && (
          <>
            {' '}
            · last card: {lastCard?.name ?? last}
            <InfoTip name={lastCard?.name ?? last} text={lastCard?.text} />
          </>
        )}
      </p>
      <div className="arena-ring">
        <div
          className="altar"
          style={{ transform: `translate(-50%, -50%)${D > 0 ? ` rotate(${(360 * a.facing) / D}deg)` : ''}` }}
        >
          {D > 0 && <span className="antlers">▲</span>}
          {picks ? (
            <Touch picks={picks} target="forsaken" label={`Attack ${forsaken.name}`} className="altar-name">
              {forsaken.name}
            </Touch>
          ) : (
            <span className="altar-name">{forsaken.name}</span>
          )}
        </div>
        {forsaken.spaces.map((space, i) => {
          const here = a.spaces.flatMap((sp, seat) => (sp === space.id ? [seat] : []));
          const front = D > 0 && space.close && space.dir === a.facing;
          const marks = [
            !space.close && 'ranged',
            space.cost > 0 && `${space.cost} stamina`,
            space.stop && 'vine',
            space.peak && 'peak',
            a.ooze.includes(space.id) && 'ooze',
          ].filter(Boolean);
          const go = legal.find(
            (m) => (m.move === 'place' || m.move === 'arenaMove') && m.args?.[0] === space.id,
          );
          const target = picks?.targetProps(`arena:${space.id}`);
          const className = `arena-space ${space.close ? 'inner' : 'outer'} ${front ? 'front' : ''} ${a.ooze.includes(space.id) ? 'ooze' : ''} ${target?.['data-pick'] ? 'reachable' : ''}`;
          const style = position(space, i, forsaken.spaces.length, D);
          const contents = (
            <>
              <span className="space-id">{space.id}</span>
              {marks.length > 0 && <span className="arena-marks">{marks.join(' · ')}</span>}
              {here.map((seat) => (
                <span
                  key={seat}
                  className="figure"
                  style={{ background: playerColour(seat) }}
                  title={seatName(String(seat))}
                  data-testid={`figure-${seat}`}
                >
                  {seat + 1}
                </span>
              ))}
            </>
          );
          return target?.['data-pick'] ? (
            <button
              type="button"
              key={space.id}
              className={className}
              style={style}
              data-testid={`arena-${space.id}`}
              data-space={space.id}
              aria-label={`${go?.move === 'place' ? 'Take position at' : 'Move to'} ${space.id}`}
              {...target}
            >
              {contents}
            </button>
          ) : (
            <div key={space.id} className={className} style={style} data-testid={`arena-${space.id}`}>
              {contents}
            </div>
          );
        })}
      </div>
    </section>
  );
}
