import { inflateSync } from 'node:zlib';
import { WIN_ANSI_CODES } from '../../src/services/pdf/win-ansi';

const FROM_WIN_ANSI = new Map(
  [...WIN_ANSI_CODES]
    .filter(([char]) => char.length === 1 && !/\s|\u2011/.test(char))
    .map(([char, code]) => [code, char] as const),
);

function decode(hex: string): string {
  let text = '';
  for (let at = 0; at + 1 < hex.length; at += 2) {
    const code = Number.parseInt(hex.slice(at, at + 2), 16);
    text += FROM_WIN_ANSI.get(code) ?? String.fromCharCode(code);
  }
  return text;
}

/** A content stream's operators: its /Length bytes after `stream`, inflated when it is /FlateDecode. */
function streamOf(object: string): string {
  const length = Number(/\/Length (\d+)/.exec(object)?.[1] ?? 0);
  const start = object.indexOf('stream\n') + 'stream\n'.length;
  const bytes = Buffer.from(object.slice(start, start + length), 'latin1');
  return (object.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
}

/**
 * The text of a PDF made by pdfkit with standard fonts, page by page, one string per text operation
 * (a line as drawn). It follows the page tree, so the pages come in reading order even when their
 * content streams were written later (`bufferPages`). Tests make PDFs with `compress: false` to
 * read them at a glance; a compressed one (as the route sends) is inflated here.
 */
export function pdfPagesText(pdf: Buffer): string[][] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g))
    objects.set(match[1] ?? '', match[2] ?? '');
  const root = /\/Root (\d+) 0 R/.exec(source)?.[1] ?? '';
  const pagesId = /\/Pages (\d+) 0 R/.exec(objects.get(root) ?? '')?.[1] ?? '';
  const kids = /\/Kids \[([^\]]*)\]/.exec(objects.get(pagesId) ?? '')?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(kid[1] ?? '') ?? '')?.[1] ?? '';
    const stream = streamOf(objects.get(contents) ?? '');
    return [...stream.matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\] TJ/g)].map((op) =>
      [...(op[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((part) => decode(part[1] ?? '')).join(''),
    );
  });
}
