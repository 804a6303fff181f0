import type { CampaignSave } from '@skald/core';

/** A game's own setup controls for structured `setupData` entries the generic option fields cannot show. */
export interface SetupExtraProps {
  numPlayers: number;
  /** The campaign save being continued, if any. */
  save: CampaignSave<unknown> | null;
  /** The game's own entries of `setupData` (merged into the match's setup data). */
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}
