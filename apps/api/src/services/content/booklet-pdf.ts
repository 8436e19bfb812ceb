import { LOCALE_OF, type Language } from '@maplepack/api-contract';
import { z } from 'zod';
import { toWinAnsi } from '../pdf/win-ansi';

/** The booklet page's acf as seeded (apps/api/seed/pages/booklet.ts). */
export const bookletAcfSchema = z.object({
  title: z.string().min(1),
  chapters: z.array(z.object({ heading: z.string().min(1), text: z.string() })).min(1),
});
export type BookletContent = z.infer<typeof bookletAcfSchema>;

// US Letter in points; one-inch margins; Helvetica is one of the 14 fonts every reader has, so
// nothing is embedded.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 11;
const LEADING = 15;
// Helvetica averages about 0.5 em per character: 90 characters fill the 468 pt text width.
const WRAP_AT = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (BODY_SIZE * 0.5));
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LEADING);

interface Line {
  text: string;
  font: 'F1' | 'F2';
  size: number;
}

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (match) => `\\${match}`);
}

/** Whitespace a line may break at: not the non-breaking spaces French sets before : $ % and inside « ». */
const BREAKING_SPACE = /[^\S\u00a0\u2007\u202f]+/;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(BREAKING_SPACE).filter((part) => part !== '')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

function layout(content: BookletContent): Line[] {
  const lines: Line[] = [
    { text: content.title, font: 'F2', size: 20 },
    { text: '', font: 'F1', size: BODY_SIZE },
  ];
  for (const chapter of content.chapters) {
    lines.push({ text: chapter.heading, font: 'F2', size: 14 });
    for (const text of wrap(chapter.text, WRAP_AT)) lines.push({ text, font: 'F1', size: BODY_SIZE });
    lines.push({ text: '', font: 'F1', size: BODY_SIZE });
  }
  return lines;
}

function pageStream(lines: readonly Line[]): string {
  const ops = ['BT', `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`, `${LEADING} TL`];
  for (const line of lines)
    ops.push(`/${line.font} ${line.size} Tf`, `(${escapePdfText(toWinAnsi(line.text))}) Tj`, 'T*');
  ops.push('ET');
  return ops.join('\n');
}

/**
 * A text PDF (PDF 1.4) of the welcome booklet: the title, then each chapter's heading and wrapped
 * text, on as many Letter pages as needed. Written by hand (objects, xref table, trailer) because
 * a one-font text document needs none of a PDF library's features. Text streams are uncompressed.
 * A French booklet names its language (`/Lang`) so a screen reader speaks it in French; the
 * English one is left exactly as it was.
 */
export function bookletPdf(content: BookletContent, language: Language = 'en'): Buffer {
  const lines = layout(content);
  const pages: Line[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));

  // Objects 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects.push(
    language === 'en'
      ? '<< /Type /Catalog /Pages 2 0 R >>'
      : `<< /Type /Catalog /Pages 2 0 R /Lang (${LOCALE_OF[language]}) >>`,
  );
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [index, page] of pages.entries()) {
    const stream = pageStream(page);
    const contentsId = 5 + index * 2 + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentsId} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
