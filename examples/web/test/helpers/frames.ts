import type { Page } from 'playwright-core';

/** Every socket.io message a page receives over WebSocket, decoded (`[event, ...args]`). */
export function recordSocketMessages(page: Page): unknown[][] {
  const messages: unknown[][] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      // Engine.io "4" (message) + socket.io "2" (event), then an optional "/namespace," and the JSON array.
      const match = /^42(?:\/[^,]*,)?(\d*)(\[.*)$/s.exec(text);
      if (!match) return;
      try {
        messages.push(JSON.parse(match[2]!) as unknown[]);
      } catch {
        // not JSON: ignore
      }
    });
  });
  return messages;
}

/** Every object anywhere inside `value` that satisfies `test`. */
export function findObjects(
  value: unknown,
  test: (o: Record<string, any>) => boolean,
): Record<string, any>[] {
  const out: Record<string, any>[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      const o = v as Record<string, any>;
      if (test(o)) out.push(o);
      Object.values(o).forEach(walk);
    }
  };
  walk(value);
  return out;
}
