import { type CartState } from '@maplepack/cart';
import { type Product } from '@maplepack/catalog';
import { type Profile, type RecommendationMessages } from '@maplepack/recommendation';
import { type ToastMessage } from '@maplepack/ui';
import { cartSafetyWarnings } from './cart-safety';
import { CART_SAFETY_MESSAGES } from './cart-safety-messages';

/** A notice a person has time to read: a safety reason stays 10 s, not the 3 s of a plain one. */
export const SAFETY_NOTICE_MS = 10_000;

/**
 * The notice where a product was added: "added" when nothing concerns it; when the whole pack,
 * checked against the person's profile, makes it unsafe for them, the first reason (an alert); without
 * an assessment, the first of its label cautions. The reasons are in `messages` (English by default).
 */
export function addedToCartNotice(
  cart: Pick<CartState, 'entries' | 'cartProducts'>,
  product: Pick<Product, 'id' | 'name'>,
  profile: Profile | null,
  messages?: RecommendationMessages,
): ToastMessage {
  const id = `added-${product.id}`;
  const warnings = cartSafetyWarnings(cart, profile, messages).get(product.id) ?? [];
  const blocking = warnings.find((warning) => warning.blocks);
  if (blocking !== undefined)
    return {
      id,
      tone: 'error',
      message: CART_SAFETY_MESSAGES.addedUnsafe(product.name, blocking.message),
      durationMs: SAFETY_NOTICE_MS,
    };
  const first = warnings[0];
  if (first !== undefined)
    return {
      id,
      tone: 'info',
      message: CART_SAFETY_MESSAGES.addedWithCaution(product.name, first.message),
      durationMs: SAFETY_NOTICE_MS,
    };
  return { id, tone: 'success', message: CART_SAFETY_MESSAGES.added(product.name) };
}
