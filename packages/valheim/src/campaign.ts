import { type CampaignSave, defineCampaign, isInt, isPlainObject, type SetupResult } from '@skald/core';
import { BASIC_FURNITURE, CAMPAIGN_ORDER } from './data/campaign.js';
import { FORSAKEN_IDS, type ForsakenId } from './data/forsaken.js';
import { PLAYER } from './data/player.js';
import { SCENARIOS, type ScenarioId } from './data/scenario.js';
import { ODIN_BY_ID, UPGRADES_BY_ID } from './data/skills.js';
import type { ValheimCarry, ValheimState } from './state.js';

/** A Valheim campaign save: the next scenario and what carries into it, in core's save envelope. */
export type ValheimSave = CampaignSave<ValheimCarry>;

/** A new campaign's carry: nothing unlocked, fresh characters. */
export const newCarry = (numPlayers: number): ValheimCarry => ({
  defeated: [],
  furniture: null,
  power: null,
  odin: Array(numPlayers).fill(null),
  upgrade: Array(numPlayers).fill(null),
  health: Array(numPlayers).fill(null),
  stamina: Array(numPlayers).fill(null),
});

const won = (G: ValheimState) => G.result !== null && 'score' in G.result && G.result.score === 1;

/** The kept furniture: the one carried while it stands, else after Eikthyr the first basic piece built. */
function furnitureAfter(G: ValheimState, carry: ValheimCarry, beaten: ForsakenId): ValheimCarry['furniture'] {
  if (carry.furniture) return G.furniture.includes(carry.furniture) ? carry.furniture : null;
  if (beaten !== 'eikthyr') return null;
  // "Carry over 1 basic piece … for no cost" (line 584): the first one built, else the throne (ruling R-carry).
  return BASIC_FURNITURE.find((f) => G.furniture.includes(f)) ?? 'throne';
}

/** After Bonemass each player keeps 1 fully unlocked upgrade skill, if any (line 588). */
const unlockedSkill = (p: ValheimState['players'][number]): string | null =>
  p.upgrades.find((u) => u.xp >= (UPGRADES_BY_ID[u.id]?.times ?? Number.POSITIVE_INFINITY))?.id ?? null;

/**
 * The campaign (lines 575–617): Eikthyr, The Elder, Bonemass, Moder in order. A win carries the rewards,
 * health and stamina (knocked out: 1 and 0) into the next scenario; a loss replays the same scenario with
 * the rewards it began with and fresh characters (line 617). Defeating Moder ends the campaign.
 */
export const valheimCampaign = defineCampaign<ValheimCarry, ValheimState>({
  id: 'valheim',
  // 2: the carry gained `odin` (the kept power of Odin skills); version-1 saves kept none.
  version: 2,
  scenarios: CAMPAIGN_ORDER,
  next(G) {
    const carryIn = G.campaign?.carryIn;
    if (!carryIn) return undefined;
    const fresh = G.players.map(() => null);
    if (!won(G)) return { scenario: G.scenario, carry: { ...carryIn, health: fresh, stamina: fresh } };
    const beaten = SCENARIOS[G.scenario].forsaken;
    const next = CAMPAIGN_ORDER[CAMPAIGN_ORDER.indexOf(G.scenario) + 1];
    if (next === undefined) return undefined;
    return {
      scenario: next,
      carry: {
        defeated: [...carryIn.defeated, beaten],
        furniture: furnitureAfter(G, carryIn, beaten),
        // The newest power by default; a save may name any unlocked one (line 594).
        power: beaten,
        odin: G.players.map((p, i) => (beaten === 'elder' ? p.odin : (carryIn.odin[i] ?? null))),
        upgrade: G.players.map((p, i) =>
          beaten === 'bonemass' ? unlockedSkill(p) : (carryIn.upgrade[i] ?? null),
        ),
        health: G.players.map((p) => (p.knockedOut ? 1 : p.health)),
        stamina: G.players.map((p) => (p.knockedOut ? 0 : p.stamina)),
      },
    };
  },
  validateCarry: (raw, scenario, numPlayers) => validateCarry(raw, scenario as ScenarioId, numPlayers),
  migrate: (carry, from) =>
    from === 1 && isPlainObject(carry) && Array.isArray(carry.upgrade)
      ? { ...carry, odin: carry.upgrade.map(() => null) }
      : carry,
});

const KEYS = 'defeated,furniture,health,odin,power,stamina,upgrade';

function validateCarry(raw: unknown, scenario: ScenarioId, numPlayers?: number): SetupResult<ValheimCarry> {
  const bad = (error: string): SetupResult<ValheimCarry> => ({ ok: false, error });
  if (!isPlainObject(raw) || Object.keys(raw).sort().join() !== KEYS) return bad(`carry has exactly ${KEYS}`);
  const index = CAMPAIGN_ORDER.indexOf(scenario);
  const { defeated, furniture, power, odin, upgrade, health, stamina } = raw;
  // The Forsaken before this scenario, in campaign order.
  const expected = FORSAKEN_IDS.slice(0, index);
  if (!Array.isArray(defeated) || defeated.join() !== expected.join())
    return bad(`defeated must be [${expected.join(', ')}] before ${scenario}`);
  if (furniture !== null && !(defeated.includes('eikthyr') && BASIC_FURNITURE.includes(furniture as never)))
    return bad('furniture is null or, after Eikthyr, throne, bed or rug');
  if (power !== null && !defeated.includes(power as never))
    return bad('power is null or a defeated Forsaken');
  const seats = [odin, upgrade, health, stamina];
  if (!seats.every(Array.isArray)) return bad('odin, upgrade, health and stamina are per-seat arrays');
  const n = (upgrade as unknown[]).length;
  if (
    n < 1 ||
    n > 4 ||
    (numPlayers !== undefined && n !== numPlayers) ||
    !seats.every((a) => (a as unknown[]).length === n)
  )
    return bad('odin, upgrade, health and stamina have one entry per seat');
  const okOdin = (o: unknown) =>
    o === null || (defeated.includes('elder') && typeof o === 'string' && Object.hasOwn(ODIN_BY_ID, o));
  if (!(odin as unknown[]).every(okOdin)) return bad('odin entries are null or, after The Elder, a skill id');
  const okUpgrade = (u: unknown) =>
    u === null ||
    (defeated.includes('bonemass') && typeof u === 'string' && Object.hasOwn(UPGRADES_BY_ID, u));
  if (!(upgrade as unknown[]).every(okUpgrade))
    return bad('upgrade entries are null or, after Bonemass, a skill id');
  const h = health as unknown[];
  const st = stamina as unknown[];
  if (!h.every((x) => x === null || isInt(x, 1, PLAYER.maxHealth)))
    return bad('health entries are null or 1–7');
  if (!st.every((x) => x === null || isInt(x, 0, PLAYER.maxStamina)))
    return bad('stamina entries are null or 0–4');
  if (h.some((x, i) => (x === null) !== (st[i] === null)))
    return bad('health and stamina are both set or both null');
  return {
    ok: true,
    value: {
      defeated: [...expected],
      furniture: furniture as ValheimCarry['furniture'],
      power: power as ForsakenId | null,
      odin: [...(odin as (string | null)[])],
      upgrade: [...(upgrade as (string | null)[])],
      health: [...(h as (number | null)[])],
      stamina: [...(st as (number | null)[])],
    },
  };
}
