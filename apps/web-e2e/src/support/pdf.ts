import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made with standard fonts (the API's packing list), every content stream's
 * text operations joined by line breaks; compressed streams are inflated. Latin-1 is enough to find
 * an order number: a rough reader for a test, not a PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/<<([^]*?)>>\nstream\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? '')?.[1] ?? 0);
    const start = (match.index ?? 0) + match[0].length;
    const bytes = Buffer.from(source.slice(start, start + length), 'latin1');
    let stream: string;
    try {
      stream = ((match[1] ?? '').includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    } catch {
      continue;
    }
    for (const op of stream.matchAll(/\[((?:<[0-9a-f]*>|[\s\d.-])*)\] TJ/g))
      texts.push(
        [...(op[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
          .map((part) => Buffer.from(part[1] ?? '', 'hex').toString('latin1'))
          .join(''),
      );
  }
  return texts.join('\n');
}
