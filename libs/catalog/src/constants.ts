/** The split-pack product: added with amQty 1, pmQty 0 when a person chooses split packs. */
export const SPLIT_PACK_ID = 1593;
/** Fallback split-pack price when the catalogue returns none ($7.50). */
export const SPLIT_PACK_FALLBACK_PRICE_CENTS = 750;
/** The trial program's campaign value (spec §9): its visitors may reach the trial checkout and ship free. */
export const TRIAL_CAMPAIGN = 'trialprogram';
/** The pack box: never offered as a related product. */
export const BOX_ID = 3327;
/** Failed cart or plan product loads are retried this many times before the list is emptied. */
export const PRODUCT_LOAD_RETRY_LIMIT = 3;
