// The shop's pictures, drawn from its data: one per product (its category's colour, name and dose), one
// header per category, the home hero, the three "how it works" steps, the team page and the survey
// part covers. Pure: each function returns an SVG document as a string.
import { categoryById, type Product } from '@maplepack/catalog';
import { bottle, INK, leaf, pill, pouch, shade, svgDocument, tint, wrapText, type LabelText } from './shapes';

/** A product picture's intrinsic size: ProductPicture sets the same so nothing shifts. */
export const PRODUCT_ART_SIZE = 240;
/** Category headers and the hero are wide banners. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 300;

export const BRAND = '#1f5c45';
/** Products sold as powders or chewables come in a pouch; the rest in a bottle. */
const ACCESSORIES_ID = 47;
const POUCH_CATEGORY_IDS = new Set([ACCESSORIES_ID, 79, 80]);
const STRENGTH = /\s(\d[\d,.]*\s?(?:mg|µg|IU|g|Billion)\b.*)$/;

function productColor(product: Pick<Product, 'categories'>): string {
  for (const { id } of product.categories) {
    const category = categoryById(id);
    if (category !== undefined) return category.color;
  }
  return BRAND;
}

/** The label: the name without its strength, the strength, and the daily dose (morning · evening). */
export function productLabel(product: Pick<Product, 'name' | 'standardDose' | 'categories'>): LabelText {
  const match = STRENGTH.exec(product.name);
  const base = match === null ? product.name : product.name.slice(0, match.index);
  const lines = wrapText(base, 12, match === null ? 4 : 3);
  if (match !== null) lines.push(...wrapText(match[1], 13, 2));
  const { am, pm } = product.standardDose;
  const isAccessory = product.categories.some(({ id }) => id === ACCESSORIES_ID);
  return { lines, dose: isAccessory || am + pm === 0 ? undefined : `${am} AM · ${pm} PM` };
}

export function productArt(product: Pick<Product, 'name' | 'standardDose' | 'categories'>): string {
  const color = productColor(product);
  const size = PRODUCT_ART_SIZE;
  const isPouch = product.categories.some(({ id }) => POUCH_CATEGORY_IDS.has(id));
  const label = productLabel(product);
  const container = isPouch ? pouch(51, 26, 1.25, color, label) : bottle(57, 20, 1.25, color, label);
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${tint(color, 0.86)}"/>` +
      `<circle cx="120" cy="132" r="96" fill="${tint(color, 0.72)}"/>` +
      leaf(40, 226, 70, -35, tint(color, 0.4), 0.8) +
      leaf(204, 228, 56, 30, tint(color, 0.5), 0.8) +
      `<ellipse cx="120" cy="226" rx="72" ry="7" fill="${shade(color, 0.3)}" fill-opacity="0.15"/>` +
      container,
  );
}

/** A row of bottles and pouches on a tinted band: a category header or the "All" header. */
export function bannerArt(color: string, seed: number): string {
  const items: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const x = 600 + index * 72 + ((seed * 13 + index * 7) % 19);
    const scale = 0.7 + ((seed + index) % 3) * 0.12;
    const y = 270 - 160 * scale;
    const fill = index % 2 === 0 ? color : tint(color, 0.35);
    items.push(index % 3 === 1 ? pouch(x, y, scale * 0.9, fill) : bottle(x, y, scale, fill));
  }
  return svgDocument(
    BANNER_WIDTH,
    BANNER_HEIGHT,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="${tint(color, 0.85)}"/>` +
      `<circle cx="900" cy="180" r="220" fill="${tint(color, 0.7)}"/>` +
      leaf(600, 300, 180, -40, tint(color, 0.45), 0.7) +
      leaf(1160, 300, 150, 35, tint(color, 0.45), 0.7) +
      items.join('') +
      pill(120, 60, 60, 30, color) +
      pill(260, 250, 48, -20, tint(color, 0.3)) +
      `<rect x="0" y="${BANNER_HEIGHT - 8}" width="${BANNER_WIDTH}" height="8" fill="${color}"/>`,
  );
}

/** The home hero: a month's pack between bottles of the main categories. */
export function heroArt(colors: readonly string[]): string {
  const bottles = colors
    .slice(0, 5)
    .map((color, index) => bottle(80 + index * 95, 330 - (index % 2) * 40, 0.85, color))
    .join('');
  const sachets = [0, 1, 2, 3]
    .map(
      (index) =>
        `<rect x="${660 + index * 120}" y="${250 + (index % 2) * 18}" width="108" height="150" rx="10" fill="#ffffff" stroke="${BRAND}" stroke-width="3"/>` +
        pill(714 + index * 120, 320 + (index % 2) * 18, 44, 35 + index * 20, colors[index % colors.length]) +
        pill(700 + index * 120, 352 + (index % 2) * 18, 36, -20, colors[(index + 2) % colors.length]),
    )
    .join('');
  return svgDocument(
    BANNER_WIDTH,
    600,
    `<rect width="${BANNER_WIDTH}" height="600" fill="#f3f6ee"/>` +
      `<circle cx="330" cy="380" r="260" fill="#e1ecd9"/><circle cx="900" cy="330" r="230" fill="#fbf4d8"/>` +
      leaf(60, 600, 260, -30, '#9fc49a', 0.8) +
      leaf(1150, 600, 230, 30, '#9fc49a', 0.8) +
      bottles +
      sachets +
      `<text x="900" y="470" text-anchor="middle" font-size="26" font-weight="700" fill="${INK}">Morning · Evening</text>`,
  );
}

/** The three steps of "how it works": 1 the assessment, 2 the pack, 3 the delivery. */
export function stepArt(step: 1 | 2 | 3, color: string): string {
  const frame = `<rect width="240" height="160" rx="16" fill="${tint(color, 0.85)}"/>`;
  const drawings = {
    1:
      `<rect x="80" y="24" width="80" height="112" rx="8" fill="#ffffff" stroke="${color}" stroke-width="4"/>` +
      `<rect x="102" y="16" width="36" height="16" rx="4" fill="${color}"/>` +
      [0, 1, 2]
        .map(
          (row) =>
            `<circle cx="100" cy="${58 + row * 26}" r="6" fill="${row < 2 ? color : tint(color, 0.6)}"/>` +
            `<rect x="114" y="${54 + row * 26}" width="34" height="8" rx="4" fill="${tint(color, 0.5)}"/>`,
        )
        .join(''),
    2:
      bottle(40, 40, 0.7, color) +
      `<rect x="120" y="50" width="80" height="90" rx="8" fill="#ffffff" stroke="${color}" stroke-width="4"/>` +
      pill(150, 90, 36, 30, color) +
      pill(172, 112, 30, -25, shade(color, 0.2)),
    3:
      `<path d="M50 70L120 40L190 70V130L120 150L50 130Z" fill="${color}"/>` +
      `<path d="M50 70L120 100L190 70M120 100V150" stroke="#ffffff" stroke-width="4" fill="none"/>` +
      leaf(196, 150, 60, 25, tint(color, 0.3)),
  } as const;
  return svgDocument(240, 160, frame + drawings[step]);
}

/** The team page: three people, a pharmacist's bottle and a leaf. */
export function teamArt(colors: readonly string[]): string {
  const people = colors
    .slice(0, 3)
    .map((color, index) => {
      const x = 300 + index * 300;
      return (
        `<circle cx="${x}" cy="120" r="52" fill="${tint(color, 0.55)}"/>` +
        `<path d="M${x - 90} 300Q${x - 90} 190 ${x} 190Q${x + 90} 190 ${x + 90} 300Z" fill="${color}"/>`
      );
    })
    .join('');
  return svgDocument(
    BANNER_WIDTH,
    BANNER_HEIGHT,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="#f3f6ee"/>` +
      leaf(80, 300, 200, -30, '#9fc49a', 0.8) +
      leaf(1130, 300, 180, 30, '#9fc49a', 0.8) +
      people +
      bottle(1010, 160, 0.8, BRAND),
  );
}

/** A survey part cover's background: the part's colour, leaves and a few pills, quiet behind text. */
export function partCoverArt(color: string, accent: string, part: number): string {
  return svgDocument(
    400,
    600,
    `<rect width="400" height="600" fill="${color}"/>` +
      `<circle cx="${300 - part * 20}" cy="470" r="150" fill="#ffffff" fill-opacity="0.3"/>` +
      leaf(70, 600, 220, -25, accent, 0.14) +
      leaf(360, 600, 180, 28, accent, 0.12) +
      `<g opacity="0.2">` +
      bottle(250, 380, 0.9, accent) +
      pill(320, 80, 50, 30 + part * 15, accent) +
      pill(80, 140, 40, -20 - part * 10, accent) +
      '</g>',
  );
}
