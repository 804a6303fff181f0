export * from './graph.js';
export * from './grid.js';
export * from './line.js';
