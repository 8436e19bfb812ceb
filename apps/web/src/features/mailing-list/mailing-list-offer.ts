import { useEffect } from 'react';

/** Spec §2: the modal opens 3000 ms after a visit starts. */
export const MAILING_LIST_DELAY_MS = 3000;
/** Browser-storage key remembering that this visitor was already offered the mailing list. */
export const MAILING_LIST_OFFERED_KEY = 'maplepack.mailing-list-offered';

type OfferStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): OfferStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function wasOffered(storage: OfferStorage | null): boolean {
  try {
    return storage?.getItem(MAILING_LIST_OFFERED_KEY) === 'yes';
  } catch {
    return false;
  }
}

function rememberOffer(storage: OfferStorage | null): void {
  try {
    storage?.setItem(MAILING_LIST_OFFERED_KEY, 'yes');
  } catch {
    // Not remembered: the visitor may see the offer again next visit, which is harmless.
  }
}

/**
 * Opens the mailing-list modal once per visitor, MAILING_LIST_DELAY_MS after mount. Remembered in
 * browser storage when it opens, so a visitor who closes it is not asked again. `enabled` false
 * (the mailing-list link pages: someone confirming or leaving) offers nothing.
 */
export function useMailingListOffer(
  open: () => void,
  storage: OfferStorage | null = browserStorage(),
  enabled = true,
): void {
  useEffect(() => {
    if (!enabled || wasOffered(storage)) return undefined;
    const timer = setTimeout(() => {
      rememberOffer(storage);
      open();
    }, MAILING_LIST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, storage, enabled]);
}
