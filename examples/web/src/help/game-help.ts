import {
  FACE_TEXTS,
  FAVOR_TEXTS,
  KEYWORD_TEXTS as ORLOG_KEYWORDS,
  OPTION_TEXTS as ORLOG_OPTIONS,
  RULES_SUMMARY as ORLOG_RULES,
} from '@skald/orlog';
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

/** The game's help, or null for a game whose package exports no texts yet. */
export function helpFor(gameId: string): GameHelp | null {
  return HELP[gameId] ?? null;
}
