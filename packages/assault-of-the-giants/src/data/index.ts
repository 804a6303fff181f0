/** The data module: every table the rules read, with its provenance. Replace a value here, not in rules/. */
export * from './board.js';
export * from './commands.js';
export * from './dice.js';
export * from './effects.js';
export * from './events.js';
export * from './provenance.js';
export * from './races.js';
export * from './readings.js';
export * from './resources.js';
export * from './setup.js';
export * from './spells.js';
export * from './story.js';
export * from './texts.js';
export * from './units.js';
