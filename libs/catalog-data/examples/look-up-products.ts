import { CATEGORY_IDS, standardDailyPills } from '@maplepack/catalog';
import { CATALOGUE, SPLIT_PACK_PRODUCT, productById, productsWithIngredient } from '@maplepack/catalog-data';

console.log(`${CATALOGUE.length} products`);

const d3 = productById(2201);
if (d3 !== undefined) console.log(d3.name, d3.npn, `${standardDailyPills(d3)} pill(s) a day`);

// Interaction rules look products up by ingredient, so a multivitamin with iron counts as iron.
console.log(productsWithIngredient('iron').length, 'products contain iron');
console.log(SPLIT_PACK_PRODUCT.priceCents, SPLIT_PACK_PRODUCT.categories[0]?.id === CATEGORY_IDS.accessories);
