import { PLAYER, type ValheimView } from '@skald/valheim';
import type { ScoreTable } from '../score.js';
import { scenarioOf } from './scenario.js';

/** Valheim is co-operative: the closing table shows how each Viking ended and why the game ended. */
export function valheimScore(G: ValheimView): ScoreTable {
  const won = (G.result as { winners?: unknown[] } | null)?.winners?.length ?? 0;
  const { forsaken } = scenarioOf(G);
  const note =
    won > 0
      ? `${forsaken.name} is defeated: everyone wins together.`
      : G.arena
        ? 'Every Viking fell in the arena: everyone loses together.'
        : `The event deck ran out before ${forsaken.name} fell: everyone loses together.`;
  return {
    columns: ['Health', 'Stamina', 'Equipment'],
    rows: G.players.map((p, seat) => ({
      seat: String(seat),
      cells: [`${p.health}/${PLAYER.maxHealth}`, `${p.stamina}/${PLAYER.maxStamina}`, p.equipment.length],
    })),
    note,
  };
}
