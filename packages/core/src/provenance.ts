/**
 * Where a data-table entry comes from: the rulebook, a public source (cite it beside the entry), or an
 * assumption this project made (log the ruling in the game's README).
 */
export type Provenance = 'rulebook' | 'public' | 'assumed';
