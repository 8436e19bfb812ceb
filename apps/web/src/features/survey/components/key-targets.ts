/** Whether a key press belongs to a control (a link, a button, a field, an option) rather than the screen. */
export const isTyping = (target: EventTarget): boolean =>
  target instanceof HTMLElement &&
  target.closest('a, button, input, select, textarea, [role="option"]') !== null;
