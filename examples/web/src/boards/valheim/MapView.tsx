import type { AiMove } from '@skald/core';
import {
  CREATURES,
  HOUSE,
  ISLAND_SLOTS,
  RESOURCE_TABLE,
  type Resource,
  SCENARIOS,
  type SpaceIcons,
  slotSpaces,
  TILES_BY_ID,
  type ValheimView,
} from '@skald/valheim';
import { InfoTip } from '../../help/InfoTip.js';
import type { Picks } from '../usePicks.js';
import { spaceName } from './labels.js';
import { scenarioOf, tokenName } from './scenario.js';
import { live, Touch } from './Touch.js';

type Cell = { row: number; col: number };

/** Turn a cell of the 5×5 map grid a quarter clockwise around the house in the middle. */
const quarter = ({ row, col }: Cell): Cell => ({ row: col, col: 4 - row });
const turned = (cell: Cell, times: number): Cell => {
  let c = cell;
  for (let i = 0; i < times; i++) c = quarter(c);
  return c;
};

/**
 * The ring of scenario 1 on a 5×5 grid: the house in the middle, each tile's space 0 beside it, spaces 1
 * (counter-clockwise) and 2 (clockwise) beyond, so neighbouring tiles' outer spaces meet at the corners,
 * as the layout's adjacency has it. The cell between a tile's outer spaces holds its name.
 */
const NORTH: { spaces: Cell[]; label: Cell } = {
  spaces: [
    { row: 1, col: 2 },
    { row: 0, col: 1 },
    { row: 0, col: 3 },
  ],
  label: { row: 0, col: 2 },
};

/** The ring's slots in clockwise order from the north, as the view's tiles list them (islands apart). */
export function slotsOf(G: ValheimView): string[] {
  const order = ['N', 'E', 'S', 'W'];
  return Object.keys(G.tiles)
    .filter((slot) => !ISLAND_SLOTS.includes(slot))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b) || a.localeCompare(b));
}

/** A map space's button, by the move it makes. */
const GO_WORDS: Record<string, string> = {
  step: 'Step on to',
  sail: 'Sail to',
  steer: 'Lead the creature to',
};

/** The scenario's island slots that hold a tile (reached only by ship). */
const islandsOf = (G: ValheimView): string[] => ISLAND_SLOTS.filter((slot) => Object.hasOwn(G.tiles, slot));

const PLAYER_COLOURS = ['#b03a2e', '#2b5f9e', '#2f7d45', '#8a5a00'];
export const playerColour = (seat: number) => PLAYER_COLOURS[seat % PLAYER_COLOURS.length]!;

const HAZARDS: Record<NonNullable<SpaceIcons['hazard']>, string> = {
  mire: 'mire (1 extra move)',
  poison: 'poison fumes',
  cold: 'cold (1 stamina)',
};

function icons(s: SpaceIcons): string[] {
  const out: string[] = [];
  if (s.resource === 'health') out.push('source of health');
  else if (s.resource) out.push(s.resource);
  if (s.creature) out.push(`${CREATURES[s.creature].name} nest`);
  if (s.chest) out.push(`${s.chest} chest`);
  if (s.altar) out.push('altar');
  if (s.hazard) out.push(HAZARDS[s.hazard]);
  if (s.haldor) out.push('Haldor');
  return out;
}

function iconsAt(G: ValheimView, space: string): SpaceIcons {
  const slot = space.slice(0, -1);
  const tile = G.revealed.includes(slot) ? TILES_BY_ID[String(G.tiles[slot])] : undefined;
  return tile?.spaces[Number(space.slice(-1))] ?? {};
}

function Space(props: {
  G: ValheimView;
  space: string;
  cell: Cell;
  go: AiMove | null;
  picks: Picks;
  seatName: (seat: string) => string;
  current: number;
}) {
  const { G, space, cell, go, picks, seatName, current } = props;
  const slot = space === HOUSE ? null : space.slice(0, -1);
  const hidden = slot !== null && !G.revealed.includes(slot);
  const printed = icons(iconsAt(G, space));
  const creatures = G.creatures.filter((c) => c.space === space);
  // In the Forsaken fight everyone stands in the arena, drawn there instead.
  const players = G.arena ? [] : G.players.flatMap((p, seat) => (p.space === space ? [seat] : []));
  const tombstones = G.players.flatMap((p, seat) => (p.tombstone?.space === space ? [seat] : []));
  const shore = SCENARIOS[G.scenario].shore.includes(space);
  const ships = G.ships.filter((x) => x === space).length;
  const resource = iconsAt(G, space).resource;
  const token = tokenName(scenarioOf(G).scenario.objective);
  const where = spaceName(space);
  const reachable = live(picks, `space:${space}`);
  const spaceLabel =
    go && picks.picked.length === 0 ? `${GO_WORDS[go.move] ?? 'Move to'} ${where}` : `Act at ${where}`;
  const className = `map-space ${space === HOUSE ? 'house' : ''} ${hidden ? 'misty' : 'open'} ${reachable ? 'reachable' : ''} ${shore ? 'coast' : ''}`;
  const style = { gridRow: cell.row + 1, gridColumn: cell.col + 1 };
  return (
    <div className={className} style={style} data-testid={`space-${space}`} data-space={space}>
      <Touch picks={picks} target={`space:${space}`} label={spaceLabel} className="space-touch">
        <span className="space-id">{space === HOUSE ? 'House' : space}</span>
        {printed.length > 0 && <span className="space-icons">{printed.join(' · ')}</span>}
      </Touch>
      {creatures.map((c) => {
        const side = G.veteran.includes(c.kind) ? CREATURES[c.kind].veteran : CREATURES[c.kind].regular;
        const name = `${G.veteran.includes(c.kind) ? 'Veteran ' : ''}${CREATURES[c.kind].name}`;
        return (
          <Touch
            key={c.id}
            picks={picks}
            target={`creature:${c.id}`}
            label={`Attack the ${name} at ${where}`}
            className="creature"
            testId="map-creature"
          >
            {name} {side.health - c.damage}/{side.health}
            {G.guards.includes(c.id) && ` guarding the ${token}`}
          </Touch>
        );
      })}
      {G.stagSpaces.includes(space) && (
        <Touch picks={picks} target={`stag:${space}`} label={`Go for the ${token}`} className="token stag">
          {token}
        </Touch>
      )}
      {G.chests[space] !== undefined && (
        <Touch picks={picks} target={`chest:${space}`} label="Loot the chest" className="token chest">
          chest
        </Touch>
      )}
      {shore && <span className="shore">shore</span>}
      {ships > 0 && (
        <Touch
          picks={picks}
          target={`ship:${space}`}
          label={`Move the ship at ${where}`}
          className="token ship"
          testId="map-ship"
        >
          {ships === 1 ? 'ship' : `${ships} ships`}
        </Touch>
      )}
      {tombstones.map((seat) => (
        <Touch
          key={`t${seat}`}
          picks={picks}
          target={`tombstone:${seat}`}
          label={`Pick up ${seatName(String(seat))}'s tombstone`}
          className="token tombstone"
        >
          {seatName(String(seat))}'s tombstone
        </Touch>
      ))}
      {players.length > 0 && (
        <span className="figures">
          {players.map((seat) => (
            <span
              key={seat}
              className={`figure ${seat === current ? 'on-turn' : ''}`}
              style={{ background: playerColour(seat) }}
              title={seatName(String(seat))}
              data-testid={`figure-${seat}`}
            >
              {seat + 1}
            </span>
          ))}
        </span>
      )}
      {resource && resource !== 'health' && (
        <InfoTip name={resource} text={RESOURCE_TABLE[resource as Resource]?.text} />
      )}
    </div>
  );
}

/**
 * The map: tiles around the house, face-down (misty) ones grey, every figure, creature and token on its
 * space. Whatever a legal move acts on (a space to go to, a creature, a token) is a button while it does.
 */
export function MapView(props: {
  G: ValheimView;
  legal: AiMove[];
  picks: Picks;
  seatName: (seat: string) => string;
}) {
  const { G, legal, picks, seatName } = props;
  const slots = slotsOf(G);
  const goTo = (space: string) =>
    legal.find(
      (m) =>
        (m.move === 'move' || m.move === 'step' || m.move === 'sail' || m.move === 'steer') &&
        m.args?.[0] === space,
    ) ?? null;
  const ring = slots.length === 4;
  const islands = islandsOf(G);
  return (
    <section className="panel valheim-map" data-testid="valheim-map" aria-label="Map">
      <h3>The map</h3>
      <div className={ring ? 'map-grid' : 'map-list'}>
        <Space
          G={G}
          space={HOUSE}
          cell={{ row: 2, col: 2 }}
          go={goTo(HOUSE)}
          picks={picks}
          seatName={seatName}
          current={G.turn}
        />
        {slots.map((slot, i) => {
          const revealed = G.revealed.includes(slot);
          const tile = revealed ? TILES_BY_ID[String(G.tiles[slot])] : undefined;
          const label = turned(NORTH.label, i);
          const raid = G.raid?.slot === slot;
          return [
            <div
              key={`${slot}-label`}
              className={`tile-label ${revealed ? 'open' : 'misty'} ${raid ? 'raid' : ''}`}
              style={ring ? { gridRow: label.row + 1, gridColumn: label.col + 1 } : undefined}
              data-testid={`tile-${slot}`}
              data-revealed={revealed}
            >
              <Touch picks={picks} target={`tile:${slot}`} label={`Look at the misty tile ${slot}`}>
                <b>{slot}</b> {revealed ? (tile?.biome ?? 'tile') : 'misty'}
              </Touch>
              {tile && <InfoTip name={`Tile ${slot}`} text={tile.text} />}
              {raid && <span className="raid-mark"> {scenarioOf(G).forsaken.name} raids here</span>}
            </div>,
            ...slotSpaces(slot).map((space, pos) => (
              <Space
                key={space}
                G={G}
                space={space}
                cell={turned(NORTH.spaces[pos] ?? NORTH.label, i)}
                go={goTo(space)}
                picks={picks}
                seatName={seatName}
                current={G.turn}
              />
            )),
          ];
        })}
      </div>
      {islands.map((slot) => {
        const revealed = G.revealed.includes(slot);
        const tile = revealed ? TILES_BY_ID[String(G.tiles[slot])] : undefined;
        return (
          <div key={slot} className="map-island" data-testid={`island-${slot}`}>
            <div
              className={`tile-label ${revealed ? 'open' : 'misty'}`}
              data-testid={`tile-${slot}`}
              data-revealed={revealed}
            >
              <Touch picks={picks} target={`tile:${slot}`} label={`Look at the misty tile ${slot}`}>
                <b>{slot}</b> island across the water · {revealed ? (tile?.biome ?? 'tile') : 'misty'}
              </Touch>
              {tile && <InfoTip name={`Tile ${slot}`} text={tile.text} />}
            </div>
            <div className="map-island-spaces">
              {slotSpaces(slot).map((space, pos) => (
                <Space
                  key={space}
                  G={G}
                  space={space}
                  cell={{ row: 0, col: pos }}
                  go={goTo(space)}
                  picks={picks}
                  seatName={seatName}
                  current={G.turn}
                />
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
