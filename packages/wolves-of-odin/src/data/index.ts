export * from './constants.js';
export * from './deities.js';
export * from './people.js';
export * from './victory.js';
