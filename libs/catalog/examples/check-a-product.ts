import { categoryById, checkDoseLine, clampDailyPills, parseProduct } from '@maplepack/catalog';

// Untrusted input (a seed file, an API response): parsed, or refused with every bad field named.
const bad = parseProduct({ id: 0, name: 'Vitamin D' });
if (!bad.ok) console.log(bad.message.split('; ')[0]);

const parsed = parseProduct({
  id: 101,
  name: 'Vitamin D3 1000 IU',
  slug: 'vitamin-d3',
  priceCents: 199,
  categories: [{ id: 46, name: 'Vitamins' }],
  stockStatus: 'instock',
  relatedIds: [],
  standardDose: { am: 1, pm: 0 },
  pills: { min: 1, max: 4 },
  manufacturer: 'Maplepack',
});
if (!parsed.ok) throw new Error(parsed.message);
const product = parsed.product;

console.log(product.categories.map((category) => categoryById(category.id)?.slug));
// The corrupted-line check: am + pm must stay within the product's pills per day.
console.log(checkDoseLine(product, { amQty: 2, pmQty: 1 }));
const tooMany = checkDoseLine(product, { amQty: 3, pmQty: 2 });
if (!tooMany.ok) console.log(tooMany.code, '-', tooMany.message);
const missing = checkDoseLine(product, { amQty: 1, pmQty: null });
if (!missing.ok) console.log(missing.code, '-', missing.message);
console.log(clampDailyPills(product, 9));
