import { QUEST1, type QuestSpec } from './quest1.js';
import { QUEST2 } from './quest2.js';
import { QUEST3 } from './quest3.js';

/** The Quests of the campaign, in play order (Chapter 1: Quests 1 to 3, stand-ins). */
export const CAMPAIGN_QUESTS: readonly QuestSpec[] = [QUEST1, QUEST2, QUEST3];

/** Every implemented Quest by id. */
export const QUESTS: Readonly<Record<string, QuestSpec>> = Object.fromEntries(
  CAMPAIGN_QUESTS.map((q) => [q.id, q]),
);
