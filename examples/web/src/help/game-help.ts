// What the "How to play" page and the setup screen show for a game: the shapes, and builders over a game
// package's text tables. Each game's own help is in `boards/<game>/help.ts`, loaded with the game.

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

/** A package's text table as glossary entries. */
export const entries = (table: Readonly<Record<string, { name: string; text: string; source: string }>>) =>
  Object.entries(table).map(([id, t]) => ({ id, name: t.name, text: t.text, source: t.source }));

/** A keyword table (name → text) as glossary entries, each with the provenance `sourceOf` gives it. */
export const keywordEntries = (
  table: Readonly<Record<string, string>>,
  sourceOf: (name: string) => string,
): GlossaryEntry[] =>
  Object.entries(table).map(([name, text]) => ({ id: name, name, text, source: sourceOf(name) }));

/** Duplicated cards (two "Plain victory" texts) are listed once. */
export const distinct = (list: GlossaryEntry[]) =>
  list.filter((e, i) => list.findIndex((o) => o.name === e.name && o.text === e.text) === i);

/** Where a rulebook leaves data out, the How-to-play page says so before anything else. */
export const reconstructed = (what: string) => ({
  title: 'What is reconstructed',
  paragraphs: [
    `${what} are not public anywhere. The values this game uses are our own design, chosen to fit everything the rulebook does say, and marked "assumed" in the game package's data tables and README.`,
  ],
});

/** A package's titled texts as help sections. */
export const sections = (list: readonly { title: string; text: string }[]) =>
  list.map((s) => ({ title: s.title, paragraphs: [s.text] }));
