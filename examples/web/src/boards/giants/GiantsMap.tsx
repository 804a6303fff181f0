import { EDGES, type GiantsView, RACES, REGIONS, UNITS } from '@skald/assault-of-the-giants';
import { useEffect, useRef, useState } from 'react';
import { KIND_LETTER, type MapLayout, NARROW, NARROW_BELOW, nameLines, RACE_COLOUR, WIDE } from './layout.js';
import type { MapOffer } from './map-picks.js';

type Unit = GiantsView['units'][number];

/** The drawing for the map's width on screen: portrait on a phone, landscape wider up (`layout.ts`). */
function useLayout(): [React.RefObject<HTMLDivElement | null>, MapLayout] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [layout, setLayout] = useState<MapLayout>(WIDE);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const pick = () => setLayout(el.clientWidth > 0 && el.clientWidth < NARROW_BELOW ? NARROW : WIDE);
    pick();
    const watch = new ResizeObserver(pick);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return [ref, layout];
}

/** Giants of one race, kind and wound in one region: one token, with how many. */
function groups(units: Unit[]): Unit[][] {
  const by = new Map<string, Unit[]>();
  for (const u of units) {
    const key = `${u.race}|${u.kind}|${u.wounded}`;
    by.set(key, [...(by.get(key) ?? []), u]);
  }
  return [...by.values()];
}

const giantWords = (u: Unit, n: number) =>
  `${n > 1 ? `${n} ` : 'a '}${u.wounded ? 'wounded ' : ''}${RACES[u.race].name.replace(/s$/, '')}${n > 1 ? ` ${u.kind}s` : ` ${u.kind}`}`;

export interface MapProps {
  G: GiantsView;
  /** What a click does now (none: a map to look at). */
  offer?: MapOffer;
  onUnit?: (id: string) => void;
  onSlayer?: (id: string) => void;
  onCastle?: () => void;
  onRegion?: (id: string) => void;
}

/**
 * The region map: borders as lines, each region with its name, whose Starting Region it is, its giants
 * (one token per race, kind and wound: race colour, kind letter and count, hollow when wounded),
 * giantslayers, Lyn Armaal and the battle under way. Legal targets are ringed; giants and regions that do
 * something are buttons. Every region's content is also in its tooltip and the panels beside the map.
 */
export function GiantsMap({ G, offer, onUnit, onSlayer, onCastle, onRegion }: MapProps) {
  const [ref, L] = useLayout();
  const battle = G.flow.combat?.region ?? null;
  const sel = offer?.selected ?? null;
  return (
    <div ref={ref} className="giants-map-box">
      <svg
        className={`giants-map ${L.name}`}
        data-testid="giants-map"
        data-layout={L.name}
        viewBox={`0 0 ${L.width} ${L.height}`}
        role="img"
        aria-label="The map of the North: regions, borders and the giants in them"
      >
        {EDGES.map((e) => {
          const a = L.at[e.a];
          const b = L.at[e.b];
          if (!a || !b) return null;
          return <line key={`${e.a}-${e.b}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="border" />;
        })}
        {REGIONS.map((r) => {
          const at = L.at[r.id];
          if (!at) return null;
          const units = G.units.filter((u) => u.region === r.id);
          const slayers = G.giantslayers.filter((g) => g.region === r.id);
          const home = r.startOf ? RACES[r.startOf] : null;
          const target = offer?.targets.has(r.id) ?? false;
          const from = sel?.kind === 'from' && sel.region === r.id;
          const words = [
            `${r.name}${home ? ` — Starting Region of the ${home.name}` : ' — Small Folk Region'}`,
            ...groups(units).map((g) => giantWords(g[0]!, g.length)),
            ...(slayers.length ? [`${slayers.length} giantslayer${slayers.length > 1 ? 's' : ''}`] : []),
            ...(G.lynArmaal === r.id ? ['Lyn Armaal, the cloud giants’ castle'] : []),
          ];
          const lines = nameLines(r.name);
          const tokens = groups(units);
          const perRow = 3;
          const gap = L.token * 2 + 3;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a map click mirrors a move button below (the keyboard way)
            <g
              key={r.id}
              data-region={r.id}
              data-testid="giants-region"
              className={`region ${battle === r.id ? 'battle' : ''} ${target ? 'target' : ''} ${from ? 'from' : ''}`}
              onClick={target || from ? () => onRegion?.(r.id) : undefined}
              role={target ? 'button' : undefined}
              aria-label={target ? `${r.name}: choose` : undefined}
            >
              <title>{words.join('\n')}</title>
              <circle
                cx={at.x}
                cy={at.y}
                r={L.r}
                className="region-disc"
                style={home ? { stroke: RACE_COLOUR[home.id], strokeWidth: 4 } : undefined}
              />
              <text
                x={at.x}
                y={at.y - L.r - 5 - (lines.length - 1) * L.label}
                className="region-name"
                style={{ fontSize: L.label }}
              >
                {lines.map((line, i) => (
                  <tspan key={line} x={at.x} dy={i === 0 ? 0 : L.label}>
                    {line}
                  </tspan>
                ))}
              </text>
              {tokens.map((g, i) => {
                const u = g[0]!;
                const rows = Math.ceil(tokens.length / perRow);
                const inRow = Math.min(perRow, tokens.length - Math.floor(i / perRow) * perRow);
                const x = at.x + ((i % perRow) - (inRow - 1) / 2) * gap;
                const y = at.y + (Math.floor(i / perRow) - (rows - 1) / 2) * gap - (slayers.length ? 5 : 0);
                const colour = RACE_COLOUR[u.race];
                const pickable = g.find((x) => offer?.units.has(x.id));
                const picked = sel?.kind === 'unit' && g.some((x) => x.id === sel.id);
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: a map click mirrors a move button below (the keyboard way)
                  <g
                    key={u.id}
                    data-testid="giants-unit"
                    data-unit={u.id}
                    data-race={u.race}
                    className={`token ${pickable ? 'pickable' : ''} ${picked ? 'picked' : ''}`}
                    onClick={
                      pickable
                        ? (e) => {
                            e.stopPropagation();
                            onUnit?.(pickable.id);
                          }
                        : undefined
                    }
                    role={pickable ? 'button' : undefined}
                    tabIndex={pickable ? 0 : undefined}
                  >
                    <circle
                      cx={x}
                      cy={y}
                      r={L.token}
                      fill={u.wounded ? '#fff' : colour}
                      stroke={colour}
                      strokeWidth={2.5}
                    />
                    <text
                      x={x}
                      y={y + L.letter * 0.36}
                      className={`unit-letter ${u.wounded ? 'wounded' : ''}`}
                      style={{ fontSize: g.length > 1 ? L.letter - 1 : L.letter }}
                    >
                      {`${g.length > 1 ? g.length : ''}${KIND_LETTER[u.kind] ?? '?'}`}
                    </text>
                    <title>{`${giantWords(u, g.length)}: ${UNITS[u.kind].text}`}</title>
                  </g>
                );
              })}
              {slayers.map((g, i) => {
                const pickable = offer?.slayers.has(g.id) ?? false;
                const x = at.x + (i - (slayers.length - 1) / 2) * (L.letter + 4);
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: a map click mirrors a move button below (the keyboard way)
                  <text
                    key={g.id}
                    x={x}
                    y={at.y + L.r - 4}
                    data-testid="giants-slayer"
                    className={`slayer ${g.wounded ? 'wounded' : ''} ${pickable ? 'pickable' : ''} ${sel?.kind === 'slayer' && sel.id === g.id ? 'picked' : ''}`}
                    style={{ fontSize: L.letter + 2 }}
                    onClick={
                      pickable
                        ? (e) => {
                            e.stopPropagation();
                            onSlayer?.(g.id);
                          }
                        : undefined
                    }
                    role={pickable ? 'button' : undefined}
                  >
                    ⚔<title>{`${g.wounded ? 'a wounded giantslayer' : 'a giantslayer'}`}</title>
                  </text>
                );
              })}
              {G.lynArmaal === r.id && (
                // biome-ignore lint/a11y/noStaticElementInteractions: a map click mirrors a move button below (the keyboard way)
                <text
                  x={at.x + L.r * 0.8}
                  y={at.y - L.r * 0.55}
                  data-testid="giants-castle"
                  className={`castle ${offer?.castle ? 'pickable' : ''} ${sel?.kind === 'castle' ? 'picked' : ''}`}
                  style={{ fontSize: L.letter + 4 }}
                  onClick={
                    offer?.castle
                      ? (e) => {
                          e.stopPropagation();
                          onCastle?.();
                        }
                      : undefined
                  }
                  role={offer?.castle ? 'button' : undefined}
                >
                  ♜<title>Lyn Armaal, the cloud giants’ flying castle</title>
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
