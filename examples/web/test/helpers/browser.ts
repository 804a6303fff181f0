import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { docsImagesDir, repoRoot, resultsDir } from './paths.js';

export const CHROMIUM = '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Install Debian's chromium if it is missing (idempotent; apt-get runs only the first time). */
export function ensureChromium(): void {
  execFileSync('bash', [join(repoRoot, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
}

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (a board must not throw). */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A separate headless Chromium with a fresh profile (its own localStorage): each one stands for a person
 * at their own computer.
 */
export async function openBrowser(): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'skald-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Save a screenshot under test-results/web. Pictures the docs show (`docs: true`) are also copied to
 * docs/images when the docs have none yet or SKALD_UPDATE_DOCS_IMAGES=1, so test runs do not churn the
 * committed pictures.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { docs?: boolean } = {},
): Promise<string> {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name}.png`);
  // A full-page picture of a long board (a whole game's log) can take a while to paint on a busy machine; it
  // is evidence, not the assertion, so it gets more than the default 20 s (one CI run timed out here).
  await page.screenshot({ path, fullPage: true, timeout: 60_000 });
  const doc = join(docsImagesDir, `${name}.png`);
  if (options.docs && (process.env.SKALD_UPDATE_DOCS_IMAGES === '1' || !existsSync(doc))) {
    mkdirSync(docsImagesDir, { recursive: true });
    copyFileSync(path, doc);
  }
  return path;
}
