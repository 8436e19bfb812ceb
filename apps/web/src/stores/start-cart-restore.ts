// Kept apart from the summary store: the cart store imports the summary store, and the summary store
// importing the cart store back (even lazily) made an import cycle.

/**
 * Loads the cart store's chunk, which restores the cart from browser storage and starts
 * publishing the summary. Safe to call more than once; a failed chunk load leaves the header at '+'.
 */
export function startCartRestore(): Promise<void> {
  return import('./cart-store').then(
    ({ startPublishingCartSummary }) => startPublishingCartSummary(),
    () => undefined,
  );
}
