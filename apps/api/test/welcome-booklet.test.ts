import { BOOKLET_PAGE } from '../seed/pages/booklet';
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
