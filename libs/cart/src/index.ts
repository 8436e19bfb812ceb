export {
  activeProductIds,
  cartEntrySchema,
  EMPTY_ENTRIES,
  entriesInOrder,
  nextOrder,
  type CartEntries,
  type CartEntry,
} from './cart-entry';
export { cartCount, cartCounterLabel } from './cart-counter';
export { cartLinesForPricing, type CartLine } from './cart-lines';
export { cartStateFromStorage, cartStateToStorage, type StoredCart } from './cart-persistence';
export {
  cartProductIdsToLoad,
  cartProductsLoaded,
  cartProductsLoadFailed,
  type CartProductsResponse,
  type LoadFailure,
} from './cart-product-load';
export {
  cartProductById,
  EMPTY_CART_STATE,
  EMPTY_TEMP_ADDRESS,
  EMPTY_TEMP_INFO,
  emptyCart,
  tempAddressSchema,
  tempInfoSchema,
  type CartState,
  type TempAddress,
  type TempInfo,
} from './cart-state';
export { parseStoredCartAddress, parseStoredCartEntries, serializeCartEntries } from './cart-storage';
export { CART_STORAGE_KEY, CART_STORAGE_VERSION, storedCartMayHaveEntries } from './stored-cart-key';
export {
  COUPONS_STORAGE_KEY,
  COUPONS_STORAGE_VERSION,
  parseStoredCoupons,
  serializeCoupons,
  storedCouponSchema,
  type StoredCoupon,
} from './coupon-storage';
export { corruptedCartLines, type CorruptedCartLine } from './corrupted-lines';
export { hardDelete, restore, softDelete } from './delete-entry';
export { decrementDose, incrementDose } from './dose-buttons';
export { purchaseModeSchema, type PurchaseMode } from './purchase-mode';
export {
  pickRelatedProductIds,
  RELATED_PRODUCTS_LIMIT,
  RELATED_SCAN_PER_CART_PRODUCT,
  setRelatedProducts,
} from './related-products';
export { addSplitPack, emptyIfOnlySplitPack } from './split-pack';
export { addToCart, removeFromCart, type AddToCartOptions } from './standard-dose-changes';
export {
  applyRecommendation,
  changeTier,
  type ApplyRecommendationContext,
  type Recommendation,
  type TierChangeContext,
} from './tier-change';
export {
  EMPTY_STORED_TIER_STATE,
  parseStoredTierState,
  serializeTierState,
  TIERS_STORAGE_KEY,
  TIERS_STORAGE_VERSION,
  type StoredTierState,
} from './tier-storage';
export {
  DEFAULT_TIER,
  EMPTY_TIERS,
  normalizeTiers,
  productsInHigherTiers,
  TIER_NUMBERS,
  tierInfo,
  tierMapSchema,
  tierNumberSchema,
  tierProductSchema,
  TIERS,
  type TierInfo,
  type TierMap,
  type TierMapInput,
  type TierNumber,
  type TierProduct,
  type TierProductInput,
} from './tiers';
