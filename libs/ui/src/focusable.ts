const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `container` that Tab reaches, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab wraps to the first, and the
 * other way round. Returns true when it moved focus itself (the caller then prevents the default).
 */
export function trapTab(container: HTMLElement, shiftKey: boolean, active: Element | null): boolean {
  const items = focusableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) {
    container.focus();
    return true;
  }
  const outside = active === null || !container.contains(active);
  if (shiftKey && (active === first || active === container || outside)) {
    last.focus();
    return true;
  }
  if (!shiftKey && (active === last || outside)) {
    first.focus();
    return true;
  }
  return false;
}
