import { EDGES, type GiantsView, RACES, REGIONS, UNITS } from '@skald/assault-of-the-giants';
import { KIND_LETTER, MAP_H, MAP_W, RACE_COLOUR, REGION_XY } from './layout.js';

const R = 34;

/**
 * The region map: borders as lines, each region with its name, whose Starting Region it is, the giants in
 * it (race colour, kind letter, a wounded giant drawn hollow), giantslayers, Lyn Armaal and the battle under
 * way. Every region's content is also in its tooltip and in the region list under the map.
 */
export function GiantsMap({ G }: { G: GiantsView }) {
  const battle = G.flow.combat?.region ?? null;
  return (
    <svg
      className="giants-map"
      data-testid="giants-map"
      viewBox={`0 0 ${MAP_W} ${MAP_H}`}
      role="img"
      aria-label="The map of the North: regions, borders and the giants in them"
    >
      {EDGES.map((e) => {
        const a = REGION_XY[e.a];
        const b = REGION_XY[e.b];
        if (!a || !b) return null;
        return <line key={`${e.a}-${e.b}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="border" />;
      })}
      {REGIONS.map((r) => {
        const at = REGION_XY[r.id];
        if (!at) return null;
        const units = G.units.filter((u) => u.region === r.id);
        const slayers = G.giantslayers.filter((g) => g.region === r.id);
        const home = r.startOf ? RACES[r.startOf] : null;
        const words = [
          `${r.name}${home ? ` — Starting Region of the ${home.name}` : ' — Small Folk Region'}`,
          ...units.map((u) => `${u.wounded ? 'wounded ' : ''}${RACES[u.race].name} ${u.kind}`),
          ...(slayers.length ? [`${slayers.length} giantslayer(s)`] : []),
          ...(G.lynArmaal === r.id ? ['Lyn Armaal, the cloud giants’ castle'] : []),
        ];
        return (
          <g key={r.id} data-region={r.id} className={`region ${battle === r.id ? 'battle' : ''}`}>
            <title>{words.join('\n')}</title>
            <circle
              cx={at.x}
              cy={at.y}
              r={R}
              className="region-disc"
              style={home ? { stroke: RACE_COLOUR[home.id], strokeWidth: 4 } : undefined}
            />
            <text x={at.x} y={at.y - R - 4} className="region-name">
              {r.name}
            </text>
            {units.map((u, i) => {
              const col = i % 4;
              const row = Math.floor(i / 4);
              const x = at.x - 21 + col * 14;
              const y = at.y - 10 + row * 14;
              const colour = RACE_COLOUR[u.race];
              return (
                <g key={u.id} data-testid="giants-unit">
                  <circle
                    cx={x}
                    cy={y}
                    r={6.5}
                    fill={u.wounded ? '#fff' : colour}
                    stroke={colour}
                    strokeWidth={2}
                  />
                  <text x={x} y={y + 3} className={`unit-letter ${u.wounded ? 'wounded' : ''}`}>
                    {KIND_LETTER[u.kind] ?? '?'}
                  </text>
                  <title>{`${u.wounded ? 'wounded ' : ''}${RACES[u.race].name} ${u.kind}: ${UNITS[u.kind].text}`}</title>
                </g>
              );
            })}
            {slayers.length > 0 && (
              <text x={at.x} y={at.y + R - 6} className="slayers">
                ⚔{slayers.length}
              </text>
            )}
            {G.lynArmaal === r.id && (
              <text x={at.x + R - 4} y={at.y - R + 10} className="castle">
                ♜
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
