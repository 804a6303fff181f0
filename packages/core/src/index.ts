export * from './descriptor.js';
export * from './dice.js';
export * from './guard.js';
export * from './maps/index.js';
export * from './module.js';
export * from './piles.js';
export * from './rng.js';
export * from './view.js';
