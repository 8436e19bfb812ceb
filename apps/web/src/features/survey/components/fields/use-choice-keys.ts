import { useEffect, useRef } from 'react';

// Tag names, lower-cased (HTML's tagName is upper case).
const TYPING_TARGETS = new Set(['input', 'textarea', 'select']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A checkbox takes no typing, so number keys still pick choices while one has focus.
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))
    return false;
  return TYPING_TARGETS.has(target.tagName.toLowerCase()) || target.isContentEditable;
}

function isClickable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'BUTTON' || target.tagName === 'A');
}

/**
 * Keyboard shortcuts of a choice question while it is on screen: keys 1–9 pick the n-th choice
 * (when there is one), Enter calls `onEnter` unless focus is on a button or link (Enter already
 * presses those) or in a text box. Modified keys (Ctrl, Alt, Meta) are left to the browser.
 */
export function useChoiceKeys(
  choiceCount: number,
  onPick: (index: number) => void,
  onEnter?: () => void,
): void {
  const latest = useRef({ choiceCount, onPick, onEnter });
  latest.current = { choiceCount, onPick, onEnter };
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target))
        return;
      const { choiceCount: count, onPick: pick, onEnter: enter } = latest.current;
      if (/^[1-9]$/.test(event.key)) {
        const index = Number(event.key) - 1;
        if (index >= count) return;
        event.preventDefault();
        pick(index);
      } else if (event.key === 'Enter' && enter !== undefined && !isClickable(event.target)) {
        event.preventDefault();
        enter();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
