/**
 * boardgame.io's debug panel listens for its hotkeys (1 = reset, 2/3 = save/restore, `.` = hide, pane
 * letters, move shortcuts) on `window` and calls preventDefault even when a text field has focus
 * (reference §6.2). Key presses that start inside a board or in any editable field are stopped at the
 * document, on their way up, so the board and the field get them and the panel never does. Keys pressed
 * elsewhere (nothing focused) still reach the panel.
 */
export function guardBoardKeystrokes(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const editable =
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLElement && target.isContentEditable);
    if (editable || target.closest('[data-keyboard-owner]')) event.stopPropagation();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
