import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@maplepack/api-contract';
import { BOOKLET_PAGE } from '../seed/pages/booklet';
import { contentPages } from '../src/db/schema/content';
import { bookletAcfSchema, bookletPdf } from '../src/services/content/booklet-pdf';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /welcomebooklet.pdf', () => {
  it('sends a PDF of the seeded booklet page with its title and chapter headings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/welcomebooklet.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const { title, chapters } = bookletAcfSchema.parse(BOOKLET_PAGE.acf);
    for (const heading of [title, ...chapters.map((chapter) => chapter.heading)])
      expect(pdf).toContain(`(${heading}) Tj`);
  });
});

/** WinAnsiEncoding's codes above 0x7F that are not Latin-1's (PDF 1.4 Appendix D), the ones French uses. */
const WIN_ANSI: Readonly<Record<number, string>> = {
  0x80: '€',
  0x85: '…',
  0x8c: 'Œ',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
  0x9c: 'œ',
};

/** The lines a PDF shows: each `(…) Tj` string of its content streams, unescaped and read as WinAnsi. */
function shownLines(pdf: Buffer): string[] {
  const text = [...pdf].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');
  return [...text.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
    (match[1] ?? '').replace(/\\(.)/g, '$1'),
  );
}

/** Text as the booklet lays it out: words joined by one space; non-breaking spaces kept. */
const flowed = (texts: readonly string[]) =>
  texts
    .join(' ')
    .split(/[^\S\u00a0]+/)
    .filter((word) => word !== '')
    .join(' ');

describe('GET /welcomebooklet.pdf?lang=fr', () => {
  const french = bookletAcfSchema.parse(BOOKLET_PAGE.fr?.acf);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends the booklet made from the French page, every word of it, under a French file name', async () => {
    const response = await get('/welcomebooklet.pdf?lang=fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="livret-de-bienvenue.pdf"');
    const lines = shownLines(response.rawPayload);
    expect(lines[0]).toBe('Bienvenue chez Maplepack');
    expect(flowed(lines)).toBe(
      flowed([french.title, ...french.chapters.flatMap((chapter) => [chapter.heading, chapter.text])]),
    );
    expect(lines.join('\n')).toContain('l’ordre des dates');
    expect(lines.join('\n')).toContain('30\u00a0jours');
    expect(response.rawPayload.toString('latin1')).toContain('/Lang (fr-CA)');
  });

  it('leaves the English booklet as it was, with lang=en too', async () => {
    const plain = await get('/welcomebooklet.pdf');
    const en = await get('/welcomebooklet.pdf?lang=en');
    expect(en.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(plain.rawPayload.equals(bookletPdf(bookletAcfSchema.parse(BOOKLET_PAGE.acf)))).toBe(true);
    expect(plain.headers['content-disposition']).toBe('inline; filename="welcomebooklet.pdf"');
    expect(plain.rawPayload.toString('latin1')).not.toContain('/Lang');
  });

  it.each(['de', 'FR', '', 'fr&lang=en'])('lang=%s: 400 naming the languages', async (value) => {
    const response = await get(`/welcomebooklet.pdf?lang=${value}`);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.message).toContain("'en' or 'fr'");
  });

  it('sends the English booklet, named in English, while the French page is not written', async () => {
    await t.database.db
      .update(contentPages)
      .set({ titleFr: null, acfFr: null })
      .where(eq(contentPages.slug, 'booklet'));
    t.app.services.pages.contentChanged();
    const response = await get('/welcomebooklet.pdf?lang=fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('inline; filename="welcomebooklet.pdf"');
    expect(response.rawPayload.equals((await get('/welcomebooklet.pdf')).rawPayload)).toBe(true);
  });
});

describe('bookletPdf in French', () => {
  const content = {
    title: 'Œuvres complètes',
    chapters: [
      {
        heading: 'Cœur à l’ouvrage',
        text: 'Déjà «\u00a0ça\u00a0»\u00a0: 60\u00a0$ — ça coûte 12,50\u00a0$… “Quoted” ‘single’ – dash',
      },
    ],
  };
  const pdf = bookletPdf(content, 'fr');

  it('writes é è à ç « » ’ œ and the non-breaking space as their WinAnsi bytes, none as ?', () => {
    const lines = shownLines(pdf);
    expect(flowed(lines)).toBe(
      flowed([content.title, content.chapters[0]?.heading ?? '', content.chapters[0]?.text ?? '']),
    );
    expect(lines.join('')).not.toContain('?');
    for (const byte of [
      0x8c, 0x9c, 0x92, 0xab, 0xbb, 0xa0, 0xe0, 0xe9, 0xe7, 0x97, 0x85, 0x93, 0x94, 0x91, 0x96,
    ])
      expect([byte, pdf.includes(byte)]).toEqual([byte, true]);
  });

  it('writes a character WinAnsi lacks as ?', () => {
    const lines = shownLines(bookletPdf({ title: 'Flèche → ici', chapters: [{ heading: 'Ĳ', text: 'x' }] }));
    expect(lines.slice(0, 3)).toEqual(['Flèche ? ici', '', '?']);
  });

  it('never breaks a line at a non-breaking space', () => {
    const text =
      'Votre boîte «\u00a0Maplepack\u00a0»\u00a0: 60\u00a0$ par mois, 10\u00a0% de rabais. '.repeat(40);
    const lines = shownLines(bookletPdf({ title: 'Titre', chapters: [{ heading: 'Chapitre', text }] }, 'fr'));
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect([line, /^[»:$%]|«$/.test(line)]).toEqual([line, false]);
  });
});

describe('bookletPdf', () => {
  const content = { title: 'Guide (v1)', chapters: [{ heading: 'Back\\slash', text: 'word '.repeat(2000) }] };
  const pdf = bookletPdf(content).toString('latin1');

  it('escapes PDF string delimiters', () => {
    expect(pdf).toContain('(Guide \\(v1\\)) Tj');
    expect(pdf).toContain('(Back\\\\slash) Tj');
  });

  it('flows long text onto more pages, listed in the page tree', () => {
    const count = Number(/\/Count (\d+)/.exec(pdf)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(count);
  });

  it('has an xref table whose offsets point at each object', () => {
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = pdf
      .slice(xrefAt)
      .split('\n')
      .slice(3)
      .filter((line) => / 00000 n $/.test(line));
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });
});
