import { KEYWORDS as GIANTS_KEYWORDS, RULES_SUMMARY as GIANTS_RULES } from '@skald/assault-of-the-giants';
import { KEYWORDS as ORCQUEST_KEYWORDS, RULES_SUMMARY as ORCQUEST_RULES } from '@skald/orcquest-warpath';
import {
  FACE_TEXTS,
  FAVOR_TEXTS,
  KEYWORD_TEXTS as ORLOG_KEYWORDS,
  OPTION_TEXTS as ORLOG_OPTIONS,
  RULES_SUMMARY as ORLOG_RULES,
} from '@skald/orlog';
import { OPTION_TEXTS as VALHEIM_OPTIONS, RULES_SUMMARY as VALHEIM_RULES } from '@skald/valheim';
import {
  DEITY_TEXTS,
  PEOPLE_TEXTS,
  VICTORY_TEXTS,
  KEYWORD_TEXTS as WOLVES_KEYWORDS,
  RULES_SUMMARY as WOLVES_RULES,
} from '@skald/wolves-of-odin';

/** What the "How to play" page and the setup screen show for one game, from the game package's texts. */
export interface GameHelp {
  rules: readonly { title: string; paragraphs: readonly string[] }[];
  glossary: readonly { title: string; entries: readonly GlossaryEntry[] }[];
  options: Readonly<Record<string, OptionHelp>>;
}

export interface GlossaryEntry {
  id: string;
  name: string;
  text: string;
  source: string;
}

export interface OptionHelp {
  label: string;
  help: string;
  values: Readonly<Record<string, string>>;
  /** The rulebook's own value, or null where the rulebook is silent. */
  rulebook: string | null;
}

const entries = (table: Readonly<Record<string, { name: string; text: string; source: string }>>) =>
  Object.entries(table).map(([id, t]) => ({ id, name: t.name, text: t.text, source: t.source }));

/** Duplicated cards (two "Plain victory" texts) are listed once. */
const distinct = (list: GlossaryEntry[]) =>
  list.filter((e, i) => list.findIndex((o) => o.name === e.name && o.text === e.text) === i);

const HELP: Record<string, GameHelp> = {
  orlog: {
    rules: ORLOG_RULES,
    glossary: [
      { title: 'Die faces', entries: entries(FACE_TEXTS) },
      { title: 'God Favors', entries: entries(FAVOR_TEXTS) },
      { title: 'Words on the board', entries: entries(ORLOG_KEYWORDS) },
    ],
    options: ORLOG_OPTIONS,
  },
  'wolves-of-odin': {
    rules: WOLVES_RULES,
    glossary: [
      { title: 'People cards (units and maneuvers)', entries: entries(PEOPLE_TEXTS) },
      { title: 'Deities', entries: entries(DEITY_TEXTS) },
      { title: 'Victory cards', entries: distinct(entries(VICTORY_TEXTS)) },
      { title: 'Words on the board', entries: entries(WOLVES_KEYWORDS) },
    ],
    options: {},
  },
};

/** Where a rulebook leaves data out, the How-to-play page says so before anything else. */
const reconstructed = (what: string) => ({
  title: 'What is reconstructed',
  paragraphs: [
    `${what} are not public anywhere. The values this game uses are our own design, chosen to fit everything the rulebook does say, and marked "assumed" in the game package's data tables and README.`,
  ],
});

const sections = (list: readonly { title: string; text: string }[]) =>
  list.map((s) => ({ title: s.title, paragraphs: [s.text] }));

HELP.valheim = {
  rules: [
    reconstructed(
      'Most card data (equipment, food, skills, creature numbers, event and arena cards) and the scenario maps',
    ),
    ...sections(VALHEIM_RULES),
  ],
  glossary: [],
  options: VALHEIM_OPTIONS,
};

HELP['orcquest-warpath'] = {
  rules: [
    reconstructed('The quest maps, the dice faces, most Enemy sheets, the Skill and Event card texts'),
    ...sections(ORCQUEST_RULES),
  ],
  glossary: [
    {
      title: 'Keywords',
      entries: Object.entries(ORCQUEST_KEYWORDS).map(([name, text]) => ({
        id: name,
        name,
        text,
        source: 'rulebook',
      })),
    },
  ],
  options: {},
};

HELP['assault-of-the-giants'] = {
  rules: [
    reconstructed(
      'Only page 20 of the 24-page rulebook is public. The board, unit stats, dice faces, command texts, events, Ordning pools, story goals, rune waivers, permanent event effects, the Spell cards and the battle effects of Resource cards',
    ),
    { title: 'The rules in short', paragraphs: GIANTS_RULES },
  ],
  glossary: [
    {
      title: 'Keywords',
      entries: Object.entries(GIANTS_KEYWORDS).map(([name, text]) => ({
        id: name,
        name,
        text,
        // The story, waiver and permanent-effect keywords describe our design (the real cards are not public).
        source: ['Story token', 'Story goal', 'Rune waiver', 'Permanent effect'].includes(name)
          ? 'assumed'
          : 'public',
      })),
    },
  ],
  options: {},
};

/** The game's help, or null for a game whose package exports no texts yet. */
export function helpFor(gameId: string): GameHelp | null {
  return HELP[gameId] ?? null;
}
