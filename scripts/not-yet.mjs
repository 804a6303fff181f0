// Placeholder for root scripts whose feature has not landed yet; exits 0 so it never breaks a pipeline.
const what = process.argv[2];
const messages = {
  bench: 'pnpm bench: benchmarks land with the bots package (issue #6).',
};
console.log(messages[what] ?? `${what}: not yet available.`);
