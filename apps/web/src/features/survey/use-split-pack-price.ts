import { type ApiClient } from '@maplepack/api-client';
import { SPLIT_PACK_FALLBACK_PRICE_CENTS, SPLIT_PACK_ID } from '@maplepack/catalog';
import { useEffect, useState } from 'react';

/**
 * The split-pack product's monthly price in cents, fetched once the pack-format question shows (a
 * price of 0 hides the fee disclaimer); the spec's fallback of 7.50 when the shop returns none.
 * null until known.
 */
export function useSplitPackPrice(api: Pick<ApiClient, 'products'>, needed: boolean): number | null {
  const [priceCents, setPriceCents] = useState<number | null>(null);
  useEffect(() => {
    if (!needed || priceCents !== null) return;
    let current = true;
    Promise.all([api.products.get(SPLIT_PACK_ID), import('./money-parsing')])
      .then(([product, { parseMoney }]) => {
        const price = parseMoney(product.price);
        return price.ok ? price.amountCents : SPLIT_PACK_FALLBACK_PRICE_CENTS;
      })
      .catch(() => SPLIT_PACK_FALLBACK_PRICE_CENTS)
      .then((cents) => {
        if (current) setPriceCents(cents);
      });
    return () => {
      current = false;
    };
  }, [api, needed, priceCents]);
  return priceCents;
}
