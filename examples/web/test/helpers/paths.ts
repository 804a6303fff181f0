import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** Screenshots and server logs of the browser tests (gitignored). */
export const resultsDir = `${repoRoot}test-results/web`;
/** Screenshots the docs show (docs/getting-started.md). */
export const docsImagesDir = `${repoRoot}docs/images`;
