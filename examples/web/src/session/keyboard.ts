/**
 * boardgame.io's debug panel listens on `window`: its hotkeys (1 = reset, 2/3 = save/restore, `.` = hide,
 * move shortcuts) on keydown, calling preventDefault even when a text field has focus, and its pane
 * switching and `.` toggle on keypress (reference §6.2). Key events that start inside a board or in any
 * editable field are stopped at the document on their way up, so the board and the field get them and
 * the panel never does. Keys pressed with nothing focused still reach the panel.
 */
export function guardBoardKeystrokes(doc: Document): () => void {
  const stopAtDocument = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const editable =
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLElement && target.isContentEditable);
    if (editable || target.closest('[data-keyboard-owner]')) event.stopPropagation();
  };
  doc.addEventListener('keydown', stopAtDocument);
  doc.addEventListener('keypress', stopAtDocument);
  return () => {
    doc.removeEventListener('keydown', stopAtDocument);
    doc.removeEventListener('keypress', stopAtDocument);
  };
}
