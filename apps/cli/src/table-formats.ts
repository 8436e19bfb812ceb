import { table, wrapPath } from './core/table';
import { type PriceResponse } from './commands/price';

/** `maplepack price --format table`: the totals, one tax line each, then what each coupon did. */
export function priceTable(output: unknown): string {
  const price = output as PriceResponse;
  const rows: string[][] = [
    ['Subtotal', price.subtotal],
    ['Discount', price.discount === '0.00' ? '0.00' : `-${price.discount}`],
    ['Discounted subtotal', price.discountedSubtotal],
    ['Shipping', price.shipping],
    ...price.taxLines.map((line) => [`${line.name} ${line.rate}%`, line.amount]),
    ['Total', price.total],
  ];
  const parts = [table(rows, [1])];
  if (price.coupons.length > 0) {
    const couponRows = [
      ['Coupon', 'Status', 'Discount', 'Note'],
      ...price.coupons.map((coupon) => [
        coupon.code,
        coupon.status,
        coupon.discount,
        'message' in coupon ? `${coupon.message} (${coupon.reason})` : '',
      ]),
    ];
    parts.push(table(couponRows, [2]));
  }
  return parts.join('\n\n');
}

interface WalkOutput {
  path: string[];
  end: string;
  at: string;
  tags: string[];
}

const END_TEXT: Readonly<Record<string, string>> = {
  submit: 'submitted at',
  exit: 'left the survey at',
  unanswered: 'waiting for an answer to',
};

/** `maplepack survey walk --format table`: how the walk ended, the path taken and the tags collected. */
export function walkTable(output: unknown): string {
  const walk = output as WalkOutput;
  return table([
    ['End', `${END_TEXT[walk.end] ?? walk.end} ${walk.at}`],
    ['Path', `${wrapPath(walk.path, 90, ' '.repeat(6))}`],
    ['Tags', walk.tags.length === 0 ? '(none)' : walk.tags.join(', ')],
  ]);
}

interface RecommendedProduct {
  id: number;
  name: string;
  reason: string;
  am: number;
  pm: number;
}

interface RecommendOutput {
  recommendedTier: number | null;
  tiers: Record<string, RecommendedProduct[]>;
  excluded: { id: number; name: string; why: string }[];
  walk?: { end: string; at: string };
}

/**
 * `maplepack recommend --format table`: the recommended tier, each product once with the lowest
 * tier it appears in (tiers are cumulative), and what the safety rules left out.
 */
export function recommendTable(output: unknown): string {
  const result = output as RecommendOutput;
  const head: string[][] = [
    ['Recommended tier', result.recommendedTier === null ? 'none' : String(result.recommendedTier)],
  ];
  if (result.walk !== undefined)
    head.push(['Walk', `${END_TEXT[result.walk.end] ?? result.walk.end} ${result.walk.at}`]);
  const parts = [table(head)];
  const seen = new Set<number>();
  const productRows: string[][] = [];
  for (const tier of Object.keys(result.tiers).sort()) {
    for (const product of result.tiers[tier] ?? []) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      productRows.push([
        tier,
        String(product.id),
        product.name,
        String(product.am),
        String(product.pm),
        product.reason,
      ]);
    }
  }
  parts.push(
    productRows.length === 0
      ? 'No products recommended.'
      : table([['Tier', 'Id', 'Product', 'AM', 'PM', 'Why'], ...productRows], [1, 3, 4]),
  );
  if (result.excluded.length > 0) {
    parts.push(
      table([
        ['Excluded', 'Product', 'Why'],
        ...result.excluded.map((product) => [String(product.id), product.name, product.why]),
      ]),
    );
  }
  return parts.join('\n\n');
}
