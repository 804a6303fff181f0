export * from './baseline/tic-tac-toe.js';
export * from './fair-bot.js';
export * from './search/ismcts.js';
export * from './search/model.js';
export * from './search/rewards.js';
