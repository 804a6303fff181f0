export { withBgioErrors } from './bgio-log.js';
export { eventProblems } from './checks/events.js';
export * from './conformance.js';
export { deepEqual, firstDifference, leaves } from './diff.js';
export { fuzzCases, MALFORMED_VALUES } from './fuzz.js';
export * from './golden.js';
export {
  quietly,
  type RecordedAction,
  ReducerMatch,
  toRecorded,
} from './harness.js';
export { runConformance, runGoldens } from './mocha.js';
