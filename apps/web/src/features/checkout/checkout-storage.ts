import {
  CHECKOUT_DRAFT_KEY,
  type CheckoutDraft,
  parseCheckoutDraft,
  serializeCheckoutDraft,
} from '@maplepack/checkout';

/** Where the draft lives: this tab's sessionStorage in the app, a fake in tests. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the checkout still works, without surviving a reload
  }
}

export function loadDraft(storage: DraftStorage | null): CheckoutDraft | null {
  try {
    return parseCheckoutDraft(storage?.getItem(CHECKOUT_DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage | null, draft: CheckoutDraft): void {
  try {
    storage?.setItem(CHECKOUT_DRAFT_KEY, serializeCheckoutDraft(draft));
  } catch {
    // Storage full or disabled: a reload starts the forms again (the server still has the order).
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
