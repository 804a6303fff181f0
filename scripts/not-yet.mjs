// Placeholder for root scripts whose feature has not landed yet; exits 0 so it never breaks a pipeline.
const what = process.argv[2];
const messages = {
  start: 'pnpm start: the web app and multiplayer server are not built yet (issues #3 and #7).',
};
console.log(messages[what] ?? `${what}: not yet available.`);
