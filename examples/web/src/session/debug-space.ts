import { useEffect, useState } from 'react';

/** Below this viewport width the panel may cover the page: there is no room to give it. */
const MIN_VIEWPORT = 720;

/**
 * How many pixels boardgame.io's debug panel (fixed to the right edge) covers, so the page can make room
 * for it instead of hiding the log and the game-over panel underneath. 0 when it is absent or the screen
 * is too narrow to share.
 */
export function useDebugPanelSpace(): number {
  const [space, setSpace] = useState(0);
  useEffect(() => {
    let watched: Element | null = null;
    const measure = () => {
      const panel = document.querySelector('.debug-panel');
      if (panel !== watched) {
        if (watched) resize.unobserve(watched);
        if (panel) resize.observe(panel);
        watched = panel;
      }
      const width = window.innerWidth;
      // The panel's own box is only its tab strip: the open pane overflows it to the left.
      const parts = panel ? [panel, ...Array.from(panel.querySelectorAll('.pane'))] : [];
      const left = Math.min(width, ...parts.map((el) => el.getBoundingClientRect().left));
      const covered = Math.max(0, Math.round(width - left));
      setSpace(width < MIN_VIEWPORT ? 0 : Math.min(covered, Math.round(width / 2)));
    };
    const resize = new ResizeObserver(measure);
    const mutations = new MutationObserver(measure);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      mutations.disconnect();
      resize.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return space;
}
