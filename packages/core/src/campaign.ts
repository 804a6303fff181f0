// biome-ignore-all lint/suspicious/noExplicitAny: a campaign may be defined before the state type of its game (G defaults to any, like GameModule)
import type { Ctx } from 'boardgame.io';
import type { SetupResult, StructuredOption } from './descriptor.js';
import { isInt, isPlainObject } from './validate.js';

/**
 * A campaign is a sequence of scenarios, each one match. What carries over from a finished match (heroes,
 * gold, unlocked cards…) travels as a versioned JSON save in the next match's setupData, where the game's
 * own validator checks it like any other client input.
 */
export interface CampaignSave<C> {
  /** which campaign wrote it (`Campaign.id`) */
  campaign: string;
  /** the save format's version (`Campaign.version`) when it was written */
  version: number;
  /** the scenario this save starts */
  scenario: string;
  /** what carries over, in the game's own shape */
  carry: C;
}

/** What `next` sees of a finished match. */
export type CampaignCtx = Pick<Ctx, 'gameover' | 'numPlayers'>;

/** What a game writes to define its campaign. */
export interface CampaignSpec<C, G> {
  /** the campaign's id, written into every save (`CampaignSave.campaign`) */
  id: string;
  /** bump when `carry`'s shape changes; older saves then need `migrate` */
  version: number;
  /** scenario ids in play order; a new campaign starts with the first */
  scenarios: readonly string[];
  /**
   * After a finished match: the scenario to play next (the same one to retry after a loss, say) and what
   * carries over into it, or undefined when the campaign is over.
   */
  next(finalG: G, ctx: CampaignCtx): { scenario: string; carry: C } | undefined;
  /** Check a `carry` from any source; refuse anything not fully understood. */
  validateCarry(raw: unknown, scenario: string, numPlayers: number | undefined): SetupResult<C>;
  /** Turn the carry of an older version into the current shape (validated afterwards). */
  migrate?(carry: unknown, fromVersion: number): unknown;
}

/** A defined campaign: the game's spec with the save envelope checked around it. */
export interface Campaign<C, G = any> {
  /** the spec's id, as every save of this campaign names it */
  readonly id: string;
  /** the current save format's version */
  readonly version: number;
  /** scenario ids in play order */
  readonly scenarios: readonly string[];
  /** The save that continues the campaign after this finished match, or undefined when it is over. */
  next(finalG: G, ctx: CampaignCtx): CampaignSave<C> | undefined;
  /** Check a save from any source (a file, storage, a client) and migrate it to the current version. */
  validateSave(raw: unknown, numPlayers?: number): SetupResult<CampaignSave<C>>;
  /** The scenario a match starts: the save's, or the first one for a new campaign. */
  scenarioOf(save: CampaignSave<C> | undefined): string;
  /** The structured setup option that carries the save (`descriptor.structuredOptions.campaign`). */
  option(): StructuredOption<CampaignSave<C>>;
}

/**
 * A campaign from a game's spec: the spec's own checks wrapped in the save envelope (id, version, scenario),
 * with migration of older saves. Throws at load time on a campaign without scenarios.
 */
export function defineCampaign<C, G = any>(spec: CampaignSpec<C, G>): Campaign<C, G> {
  if (spec.scenarios.length === 0) throw new Error(`campaign ${spec.id} has no scenarios`);
  const validateSave = (raw: unknown, numPlayers?: number): SetupResult<CampaignSave<C>> => {
    if (!isPlainObject(raw)) return { ok: false, error: 'a campaign save must be an object' };
    const keys = Object.keys(raw).sort().join(',');
    if (keys !== 'campaign,carry,scenario,version')
      return { ok: false, error: 'a campaign save has exactly campaign, version, scenario and carry' };
    if (raw.campaign !== spec.id) return { ok: false, error: `not a save of campaign ${spec.id}` };
    if (!isInt(raw.version, 1)) return { ok: false, error: 'version must be a positive integer' };
    if (raw.version > spec.version)
      return { ok: false, error: `save version ${raw.version} is newer than this game's ${spec.version}` };
    if (typeof raw.scenario !== 'string' || !spec.scenarios.includes(raw.scenario))
      return { ok: false, error: `unknown scenario ${JSON.stringify(raw.scenario)}` };
    let carry = raw.carry;
    if (raw.version < spec.version) {
      if (!spec.migrate) return { ok: false, error: `save version ${raw.version} can no longer be read` };
      carry = spec.migrate(carry, raw.version);
    }
    const checked = spec.validateCarry(carry, raw.scenario, numPlayers);
    if (!checked.ok) return checked;
    return {
      ok: true,
      value: { campaign: spec.id, version: spec.version, scenario: raw.scenario, carry: checked.value },
    };
  };
  return {
    id: spec.id,
    version: spec.version,
    scenarios: spec.scenarios,
    next(finalG, ctx) {
      if (ctx.gameover === undefined) throw new Error(`campaign ${spec.id}: the match is not over`);
      const step = spec.next(finalG, ctx);
      if (step === undefined) return undefined;
      const save = { campaign: spec.id, version: spec.version, scenario: step.scenario, carry: step.carry };
      // What a game writes must survive JSON and its own validator, or the next match could not start.
      const checked = validateSave(JSON.parse(JSON.stringify(save)), ctx.numPlayers);
      if (!checked.ok) throw new Error(`campaign ${spec.id} wrote a save it refuses: ${checked.error}`);
      return checked.value;
    },
    validateSave,
    scenarioOf: (save) => save?.scenario ?? spec.scenarios[0]!,
    option: () => ({
      label: 'Campaign save',
      help: 'Continue a campaign from the save of its previous scenario.',
      validate: validateSave,
    }),
  };
}
