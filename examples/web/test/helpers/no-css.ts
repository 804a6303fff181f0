import { createRequire } from 'node:module';

/**
 * Lets a board module that imports its stylesheet load in Node (a test rendering the board to markup):
 * a `.css` file is read as nothing. Import this before the board.
 */
const require = createRequire(import.meta.url);
const extensions = (require as unknown as { extensions: Record<string, (m: unknown) => void> }).extensions;
extensions['.css'] = () => undefined;
