import {
  covers,
  ENEMIES,
  HEROES,
  type OrcQuestView,
  squareName,
  type TerrainChar,
  terrainAt,
} from '@skald/orcquest-warpath';
import type { ReactNode } from 'react';
import {
  DIR_ARROWS,
  DIR_NAMES,
  dangerSquares,
  key,
  mapOf,
  parseKey,
  type SideKind,
  type Square,
  sideOf,
  squaresSeen,
  stepTarget,
} from './geometry.js';
import { enemyTarget, heroTarget, squareTarget } from './paths.js';
import type { Touches, TouchProps } from './touches.js';

const TERRAIN_WORDS: Record<TerrainChar, string> = {
  '.': 'open ground',
  ',': 'field',
  '~': 'pond',
  T: 'tree trunk',
  s: 'shadow of the trees',
  f: 'room floor',
  l: 'low furniture',
  h: 'high furniture',
};
const TERRAIN_CLASS: Record<TerrainChar, string> = {
  '.': 'ground',
  ',': 'field',
  '~': 'pond',
  T: 'tree',
  s: 'shadow',
  f: 'floor',
  l: 'low',
  h: 'high',
};

const SIDES = ['n', 'e', 's', 'w'] as const;

/**
 * The Quest map: terrain, walls and doors on the square edges, entrances and exits, Objectives, Chickens,
 * the Bell and the Patrol path, every Character with its Health and Orientation, Danger Zones, and what
 * the selected Hero sees (the rules' own Line of Sight). A square whose touch plays (part of) a move is a
 * button: for the Enemy on it, else for the square itself, else for the Hero on it (boards/picks.ts).
 */
export function OrcMap(props: {
  G: OrcQuestView;
  viewer: number | null;
  touches: Touches;
  onSelectHero: (seat: number) => void;
}) {
  const { G, viewer, touches, onSelectHero } = props;
  const board = mapOf(G);
  const q = board.quest;
  const hero = viewer === null ? undefined : G.heroes[viewer];
  const from = parseKey(hero && !hero.dead ? hero.pos : null);
  const seen = from && hero ? squaresSeen(G, from, hero.facing) : new Set<string>();
  const danger = dangerSquares(G);
  const pathSquares = new Set(q.patrols.flatMap((p) => p.squares));
  const bells = new Set(q.patrols.map((p) => p.bell));
  // Red reinforcement Entrances (line 119): their edge square.
  const reds = new Set((q.reinforcements ?? []).flatMap((r) => r.squares.slice(0, 1)));
  const spawn = new Set<string>();
  for (const z of q.zones)
    if (z.kind === 'spawn')
      for (let x = z.x0; x <= z.x1; x++) for (let y = z.y0; y <= z.y1; y++) spawn.add(key({ x, y }));

  // The edges name the columns (letters) and rows (numbers), as the game's texts name squares ("G6").
  const cells: ReactNode[] = [<span key="corner" className="oq-axis" aria-hidden="true" />];
  for (let x = 0; x < board.width; x++)
    cells.push(
      <span key={`col-${x}`} className="oq-axis" aria-hidden="true">
        {squareName(key({ x, y: 0 })).replace(/\d+$/, '')}
      </span>,
    );
  for (let y = 0; y < board.height; y++)
    for (let x = 0; x < board.width; x++) {
      if (x === 0)
        cells.push(
          <span key={`row-${y}`} className="oq-axis" aria-hidden="true">
            {y + 1}
          </span>,
        );
      const here: Square = { x, y };
      const k = key(here);
      const smashed = G.smashed.includes(k);
      const t = terrainAt(board, here);
      const terrain = smashed && (t === 'l' || t === 'h') ? 'f' : t;
      const sides = SIDES.map((_, i) => {
        const next = stepTarget(here, i);
        if (next.x < 0 || next.y < 0 || next.x >= board.width || next.y >= board.height) return null;
        return sideOf(board, G, here, next);
      });
      const heroes = G.heroes.flatMap((h, seat) => (h.pos === k ? [{ h, seat }] : []));
      // A Massive miniature (the Cockatrice) covers 2×2 squares: its token shows on each.
      const enemy = G.enemies.find((e) => covers(e, k));
      const marks: string[] = [];
      if (q.heroEntrance.includes(k)) marks.push('Hero Entrance');
      if (q.heroExit.includes(k)) marks.push('Hero Exit');
      if (G.objectives.includes(k)) marks.push('Objective');
      if (G.chickens.includes(k)) marks.push('Chicken');
      if (bells.has(k)) marks.push(G.bellRung ? 'Bell (rung)' : 'Bell');
      if (reds.has(k)) marks.push('red reinforcement Entrance (Enemies enter when the Bell rings)');
      if (pathSquares.has(k)) marks.push('Patrol path');
      if (spawn.has(k)) marks.push('Spawn Zone');
      if (danger.has(k)) marks.push('Danger Zone');
      if (seen.has(k)) marks.push('in sight');
      const who = [
        ...heroes.map(
          ({ h }) =>
            `${HEROES[h.hero].name} ${h.dead ? '(dead)' : `${HEROES[h.hero].hp - h.damage}/${HEROES[h.hero].hp} HP, facing ${DIR_NAMES[h.facing]}`}`,
        ),
        ...(enemy
          ? [
              `${ENEMIES[enemy.type].name} #${enemy.id} ${ENEMIES[enemy.type].hp - enemy.damage}/${ENEMIES[enemy.type].hp} HP, facing ${DIR_NAMES[enemy.facing]}${enemy.alerted ? ', alerted' : ''}`,
            ]
          : []),
      ];
      const title = [
        `${squareName(k)}: ${smashed ? 'smashed furniture' : TERRAIN_WORDS[terrain]}`,
        ...marks,
        ...who,
      ].join('; ');
      // What a touch on this square acts on now: the Enemy on it, the square, or a Hero on it.
      const live: TouchProps | null =
        (enemy &&
          touches.on(
            enemyTarget(enemy.id),
            `${ENEMIES[enemy.type].name} #${enemy.id} on ${squareName(k)}`,
          )) ||
        touches.on(squareTarget(k), squareName(k)) ||
        heroes.reduce<TouchProps | null>(
          (found, { h, seat }) =>
            found ?? touches.on(heroTarget(seat), `${HEROES[h.hero].name} on ${squareName(k)}`),
          null,
        );
      const cls = [
        'oq-cell',
        `t-${TERRAIN_CLASS[terrain]}`,
        ...sides.flatMap((s: SideKind, i) => (s ? [`${SIDES[i]}-${s}`] : [])),
        pathSquares.has(k) ? 'path' : '',
        spawn.has(k) ? 'spawn' : '',
        danger.has(k) ? 'danger' : '',
        seen.has(k) ? 'seen' : '',
        from && key(from) === k ? 'viewer' : '',
        live ? 'target' : '',
      ]
        .filter(Boolean)
        .join(' ');
      const content = (
        <>
          {q.heroEntrance.includes(k) && <span className="oq-mark entrance">IN</span>}
          {q.heroExit.includes(k) && <span className="oq-mark exit">OUT</span>}
          {G.objectives.includes(k) && <span className="oq-mark objective">★</span>}
          {G.chickens.includes(k) && <span className="oq-mark chicken">hen</span>}
          {bells.has(k) && <span className="oq-mark bell">bell</span>}
          {reds.has(k) && <span className="oq-mark red-entrance">RED</span>}
          {heroes.map(({ h, seat }) => (
            <span
              key={seat}
              className={`oq-token hero ${h.dead ? 'dead' : ''} ${seat === viewer ? 'selected' : ''}`}
              data-testid={`oq-hero-token-${seat}`}
            >
              {HEROES[h.hero].name[0]}
              <i className={`facing f${h.facing}`}>{DIR_ARROWS[h.facing]}</i>
              <b className="hp">{HEROES[h.hero].hp - h.damage}</b>
            </span>
          ))}
          {enemy && (
            <span
              className={`oq-token enemy e-${enemy.type} ${enemy.alerted ? 'alerted' : ''} ${ENEMIES[enemy.type].massive ? 'massive' : ''}`}
              data-testid="oq-enemy-token"
            >
              {ENEMIES[enemy.type].name.replace(/^The /, '')[0]}
              <i className={`facing f${enemy.facing}`}>{DIR_ARROWS[enemy.facing]}</i>
              <b className="hp">{ENEMIES[enemy.type].hp - enemy.damage}</b>
            </span>
          )}
        </>
      );
      const heroHere = heroes[0];
      cells.push(
        live ? (
          <button
            type="button"
            key={k}
            className={cls}
            data-square={k}
            {...live}
            title={`${live.title} (${title})`}
          >
            {content}
          </button>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: a Hero's square selects them for the sight view; the hero panels do the same with a button
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={k}
            className={cls}
            title={title}
            data-square={k}
            onClick={heroHere ? () => onSelectHero(heroHere.seat) : undefined}
          >
            {content}
          </div>
        ),
      );
    }
  return (
    <div className="oq-map-scroll">
      <div
        className="oq-map"
        data-testid="oq-map"
        data-seen={seen.size}
        style={{ ['--oq-cols' as string]: board.width + 1 }}
        title={`${q.name}: ${board.width} by ${board.height} squares`}
      >
        {cells}
      </div>
    </div>
  );
}
