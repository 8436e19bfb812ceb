// Generates the shop's artwork as SVG files under apps/web/public (checked in, served as static files):
//   art/products/{id}.svg           every catalogue product (its category's colour, name and dose)
//   art/products/default.svg        a product the catalogue did not have at build time
//   art/categories/{slug|all}.svg   category headers
//   art/home-hero.svg, art/how-it-works-{1,2,3}.svg, art/team.svg
//   images/survey/part-{1..4}.svg   survey part covers (spec §2: each part's colour)
//
//   npx tsx --tsconfig tsconfig.base.json tools/scripts/generate-art.ts          write the files
//   npx tsx --tsconfig tsconfig.base.json tools/scripts/generate-art.ts --check  exit 1 when one is stale
//
// The web app's art test fails too when a catalogue product has no picture.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { categoryById } from '@maplepack/catalog';
import { BOX_PRODUCT, CATALOGUE, SPLIT_PACK_PRODUCT } from '@maplepack/catalog-data';
import { PART_STYLE } from '../../libs/survey-content/src/definition/part-style';
import { bannerArt, BRAND, heroArt, partCoverArt, productArt, stepArt, teamArt } from './art/pictures';

const ROOT = join(__dirname, '..', '..');
const PUBLIC = join(ROOT, 'apps', 'web', 'public');

/** Category ids in tab order (spec §2), each with its own colour. */
const CATEGORY_IDS = [78, 46, 43, 44, 28, 45, 79, 80, 47];

function files(): Map<string, string> {
  const out = new Map<string, string>();
  for (const product of [...CATALOGUE, SPLIT_PACK_PRODUCT, BOX_PRODUCT]) {
    out.set(`art/products/${product.id}.svg`, productArt(product));
  }
  // A product added after the build (through the API) shows a plain bottle until the next build.
  out.set(
    'art/products/default.svg',
    productArt({ name: '', standardDose: { am: 0, pm: 0 }, categories: [] }),
  );
  const categories = CATEGORY_IDS.map((id) => categoryById(id)).filter((c) => c !== undefined);
  categories.forEach((category, index) => {
    out.set(`art/categories/${category.slug}.svg`, bannerArt(category.color, index + 1));
  });
  out.set('art/categories/all.svg', bannerArt(BRAND, 0));
  const colors = categories.map((category) => category.color);
  out.set('art/home-hero.svg', heroArt(colors));
  ([1, 2, 3] as const).forEach((step) =>
    out.set(`art/how-it-works-${step}.svg`, stepArt(step, colors[step])),
  );
  out.set('art/team.svg', teamArt([colors[0], colors[5], colors[7]]));
  for (const part of [1, 2, 3, 4] as const) {
    const style = PART_STYLE[part];
    out.set(style.background_image.slice(1), partCoverArt(style.color, BRAND, part));
  }
  return out;
}

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [path, text] of files()) {
  const target = join(PUBLIC, path);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  if (current === text) continue;
  if (check) stale.push(relative(ROOT, target));
  else {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}
if (check && stale.length > 0) {
  console.error(`Stale artwork (run tools/scripts/generate-art.ts):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
