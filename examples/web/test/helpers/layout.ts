import type { Page } from 'playwright-core';

/**
 * Is the last entry of the scrolling list `selector` inside the list's visible box (so a reader sees the
 * latest line without scrolling)? Returns a description of what is wrong, or null.
 */
export async function lastEntryHidden(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((sel) => {
    const list = document.querySelector(sel);
    if (!list) return `no ${sel}`;
    const last = list.lastElementChild;
    if (!last) return `${sel} is empty`;
    const box = list.getBoundingClientRect();
    const line = last.getBoundingClientRect();
    return line.bottom <= box.bottom + 1 && line.top >= box.top - 1
      ? null
      : `last line at ${line.top}–${line.bottom}, list shows ${box.top}–${box.bottom}`;
  }, selector);
}

/** How far the page is wider than the window (0: no horizontal scroll). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
