import type { Page } from 'playwright-core';

/** An `rgb(…)`/`rgba(…)` colour's channels (alpha 1 when absent). */
function channels(css: string): [number, number, number, number] {
  const n = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1];
}

function luminance(css: string): number {
  const [r, g, b] = channels(css).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * The text and background colours of every visible element matching `selector`: the background is the
 * element's own, else the first opaque one of its ancestors.
 */
export async function colours(
  page: Page,
  selector: string,
): Promise<{ label: string; color: string; background: string }[]> {
  return page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll(sel))
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          let background = 'rgb(255, 255, 255)';
          for (let e: Element | null = el; e; e = e.parentElement) {
            const bg = getComputedStyle(e).backgroundColor;
            if (bg !== 'transparent' && !/rgba\(.*, 0\)$/.test(bg)) {
              background = bg;
              break;
            }
          }
          return {
            label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
            color: getComputedStyle(el).color,
            background,
          };
        }),
    selector,
  );
}

/**
 * Text the element `selector` (a fixed or floating control) lies over: each visible text run of the page
 * outside it whose box meets its box, and whether it meets the box of `.move-log`.
 */
export async function textUnder(page: Page, selector: string): Promise<string[]> {
  // (No named functions inside evaluate: tsx would wrap them in a `__name` the page does not have.)
  return page.evaluate((sel) => {
    const over = document.querySelector(sel);
    if (!over) return [`no ${sel}`];
    const box = over.getBoundingClientRect();
    const candidates: { text: string; rects: DOMRect[] }[] = [];
    const log = document.querySelector('.move-log');
    if (log) candidates.push({ text: 'the Moves panel', rects: [log.getBoundingClientRect()] });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!text || over.contains(node) || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      candidates.push({ text: text.slice(0, 40), rects: Array.from(range.getClientRects()) });
    }
    return candidates
      .filter((c) =>
        c.rects.some(
          (r) =>
            r.width > 0 &&
            r.height > 0 &&
            r.left < box.right &&
            r.right > box.left &&
            r.top < box.bottom &&
            r.bottom > box.top,
        ),
      )
      .map((c) => c.text);
  }, selector);
}
