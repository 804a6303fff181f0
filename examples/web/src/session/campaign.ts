import type { CampaignSave, GameModule } from '@skald/core';
import type { Ctx } from 'boardgame.io';
import type { LocalConfig } from './config.js';

/** The save that continues the campaign after this finished game, or null (no campaign, or it is over). */
export function nextSave(module: GameModule, G: unknown, ctx: Pick<Ctx, 'gameover' | 'numPlayers'>) {
  if (!module.campaign || ctx.gameover === undefined) return null;
  try {
    return module.campaign.next(G, ctx) ?? null;
  } catch (error) {
    console.warn(`${module.descriptor.id}: could not write the campaign save`, error);
    return null;
  }
}

/** The local table that plays the next scenario: the same seats and options, the save as `setupData.campaign`. */
export function continueConfig(config: LocalConfig, save: CampaignSave<unknown>): LocalConfig {
  return { ...config, setupData: { ...config.setupData, campaign: save } };
}

/** A save as a file a player keeps: its name and JSON text. */
export function saveFile(module: GameModule, save: CampaignSave<unknown>): { name: string; text: string } {
  return {
    name: `${module.descriptor.id}-${save.scenario}.campaign.json`,
    text: `${JSON.stringify(save, null, 2)}\n`,
  };
}

/** Read a save file a player picked, checked by the game's own validator (a file is client input). */
export function readSaveFile(
  module: GameModule,
  text: string,
  numPlayers: number,
): { ok: true; save: CampaignSave<unknown> } | { ok: false; error: string } {
  if (!module.campaign) return { ok: false, error: `${module.descriptor.title} has no campaign` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'the file is not JSON' };
  }
  const checked = module.campaign.validateSave(raw, numPlayers);
  return checked.ok ? { ok: true, save: checked.value } : { ok: false, error: checked.error };
}

/** Offer `text` as a download called `name` (the browser's own save dialog). */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
