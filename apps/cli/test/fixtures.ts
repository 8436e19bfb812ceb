import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The line, coupon and tax rule of the CONTRACTS.md §1 price example. */
export const PRICE_LINE = { productId: 11, unitPrice: '4.50', amQty: 1, pmQty: 1, categoryIds: [46] };
export const PRICE_COUPON = {
  code: 'WELCOME10',
  amount: '10',
  discount_type: 'percent',
  free_shipping: false,
  individual_use: false,
  excluded_product_ids: [],
  excluded_product_categories: [],
  product_ids: [],
  product_categories: [],
};
export const PRICE_TAX_RULE = {
  country: 'CA',
  state: 'ON',
  postcode: '',
  city: '',
  rate: '13.0000',
  name: 'HST',
  priority: 1,
  compound: false,
  shipping: true,
  order: 0,
  class: 'standard',
};

/** The `maplepack price` input of CONTRACTS.md §1, verbatim: its output's total is "19.89". */
export const PRICE_EXAMPLE = {
  mode: 'guest',
  lines: [PRICE_LINE],
  oldPackSubtotal: '0.00',
  coupons: [PRICE_COUPON],
  province: 'on',
  shipping: { rate: '9.50', extraFee: '0.00', freeShippingMin: '60.00' },
  campaign: null,
  taxRules: [PRICE_TAX_RULE],
};

/** The price example with one line of `unitPrice` and `amQty` morning pills. */
export function priceInput(unitPrice: string, amQty = 1): typeof PRICE_EXAMPLE {
  return { ...PRICE_EXAMPLE, lines: [{ ...PRICE_LINE, unitPrice, amQty, pmQty: 0 }] };
}

/** A fresh temporary folder, and a writer of files in it (JSON unless given a string). */
export function tempFolder(prefix: string): { dir: string; write: (name: string, value: unknown) => string } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return {
    dir,
    write: (name, value) => {
      const file = path.join(dir, name);
      writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
      return file;
    },
  };
}

/** JSON lines: one input per line, each line ending in a newline. */
export const jsonLines = (values: readonly unknown[]): string =>
  values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join('\n') + '\n';

/** The non-empty lines a command printed. */
export const linesOf = (text: string): string[] => text.split('\n').filter((line) => line !== '');
