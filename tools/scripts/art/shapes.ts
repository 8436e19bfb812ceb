// The drawing kit of the shop's artwork: a bottle, a pouch, leaves and pills, all flat shapes in one
// palette, so product pictures, category headers, the home page, the team page and the survey part
// covers look like one set. Pure string builders; generate-art.ts writes the files.

/** XML-escapes text placed inside an SVG element or attribute. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Mixes a #rrggbb colour with white; `amount` 0 keeps the colour, 1 gives white. */
export function tint(color: string, amount: number): string {
  const channel = (offset: number) => {
    const value = parseInt(color.slice(offset, offset + 2), 16);
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Mixes a #rrggbb colour with black; `amount` 0 keeps the colour. */
export function shade(color: string, amount: number): string {
  const channel = (offset: number) =>
    Math.round(parseInt(color.slice(offset, offset + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Splits text into at most `maxLines` lines of about `width` characters, the last one ellipsised. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= width || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1)}…`;
  return kept;
}

export const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';
export const INK = '#1d2b24';

/** A leaf at (x, y), `size` tall, turned by `angle` degrees. */
export function leaf(x: number, y: number, size: number, angle: number, color: string, opacity = 1): string {
  const s = size / 100;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})" fill="${color}" fill-opacity="${opacity}">` +
    '<path d="M0 0C30-30 30-70 0-100C-30-70-30-30 0 0Z"/>' +
    `<path d="M0-5V-92" stroke="${shade(color, 0.3)}" stroke-width="3" stroke-opacity="0.5" fill="none"/></g>`
  );
}

/** A capsule pill at (x, y), `length` long, turned by `angle` degrees, in two halves. */
export function pill(x: number, y: number, length: number, angle: number, color: string): string {
  const r = length / 4;
  const half = length / 2;
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M0 ${-r}H${half - r}A${r} ${r} 0 0 1 ${half - r} ${r}H0Z" fill="${color}"/>` +
    `<path d="M0 ${-r}H${-half + r}A${r} ${r} 0 0 0 ${-half + r} ${r}H0Z" fill="${tint(color, 0.75)}"/></g>`
  );
}

export interface LabelText {
  lines: readonly string[];
  dose?: string;
}

function labelText(cx: number, top: number, text: LabelText, size: number): string {
  const lineHeight = size * 1.2;
  const nameLines = text.lines
    .map(
      (line, index) =>
        `<text x="${cx}" y="${top + size + index * lineHeight}" text-anchor="middle" font-size="${size}" font-weight="700" fill="${INK}">${escapeXml(line)}</text>`,
    )
    .join('');
  if (text.dose === undefined) return nameLines;
  const doseY = top + size + text.lines.length * lineHeight + size * 0.4;
  return `${nameLines}<text x="${cx}" y="${doseY}" text-anchor="middle" font-size="${size * 0.85}" fill="${INK}">${escapeXml(text.dose)}</text>`;
}

/** A bottle 100 wide, 160 tall, its top-left at (x, y), with a label when `text` is given. */
export function bottle(x: number, y: number, scale: number, color: string, text?: LabelText): string {
  const cap = shade(color, 0.25);
  const body =
    `<rect x="28" y="0" width="44" height="22" rx="4" fill="${cap}"/>` +
    `<rect x="22" y="20" width="56" height="12" rx="3" fill="${shade(color, 0.1)}"/>` +
    `<rect x="0" y="30" width="100" height="130" rx="16" fill="${color}"/>` +
    `<rect x="8" y="40" width="10" height="110" rx="5" fill="#ffffff" fill-opacity="0.18"/>`;
  const label =
    text === undefined
      ? `<rect x="10" y="62" width="80" height="64" rx="6" fill="#ffffff" fill-opacity="0.92"/>`
      : `<rect x="8" y="52" width="84" height="88" rx="6" fill="#ffffff"/>${labelText(50, 56, text, 10.5)}`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${body}${label}</g>`;
}

/** A stand-up pouch 110 wide, 160 tall, its top-left at (x, y), with a label when `text` is given. */
export function pouch(x: number, y: number, scale: number, color: string, text?: LabelText): string {
  const body =
    `<path d="M6 8H104L110 150Q110 160 100 160H10Q0 160 0 150Z" fill="${color}"/>` +
    `<rect x="6" y="0" width="98" height="14" rx="3" fill="${shade(color, 0.25)}"/>` +
    `<path d="M12 22H98" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="4 4"/>`;
  const label =
    text === undefined
      ? `<rect x="16" y="52" width="78" height="70" rx="6" fill="#ffffff" fill-opacity="0.92"/>`
      : `<rect x="10" y="40" width="90" height="96" rx="6" fill="#ffffff"/>${labelText(55, 44, text, 11)}`;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${body}${label}</g>`;
}

/** An svg document; decorative ones are hidden from assistive technology (the img's alt speaks). */
export function svgDocument(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ${FONT} aria-hidden="true">${content}</svg>\n`;
}
