/**
 * @jest-environment node
 */
// The web app's message catalogues (apps/web/src/locales/{en,fr}) against the source: `npm test` fails
// on a message the code uses that a catalogue lacks, on a French message left untranslated, on an entry
// no code uses any more, and on a compiled catalogue (messages.ts) older than its PO file. The fix is
// `npm run i18n:extract`, translating the new entries in fr/messages.po, then `npm run i18n:compile`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Report {
  extracted: string[];
  locales: Record<
    'en' | 'fr',
    {
      entries: Record<string, { message: string; translation: string }>;
      compiled: string;
      compileErrors: string[];
    }
  >;
}

const REPORT_SCRIPT = path.join(__dirname, '../../../../tools/lingui/catalogue-report.mjs');
let report: Report;

beforeAll(() => {
  report = JSON.parse(execFileSync(process.execPath, [REPORT_SCRIPT], { encoding: 'utf8' })) as Report;
}, 120_000);

describe.each(['en', 'fr'] as const)('the %s catalogue', (locale) => {
  it('holds every message the code uses, and none it no longer uses', () => {
    const ids = Object.keys(report.locales[locale].entries);
    const missing = report.extracted.filter((id) => !ids.includes(id));
    const stale = ids.filter((id) => !report.extracted.includes(id));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('is compiled from its PO file as it stands (messages.ts)', () => {
    expect(report.locales[locale].compileErrors).toEqual([]);
    const compiled = readFileSync(path.join(__dirname, locale, 'messages.ts'), 'utf8');
    expect(compiled.trim()).toBe(report.locales[locale].compiled.trim());
  });
});

describe('the French catalogue', () => {
  const french = () => Object.entries(report.locales.fr.entries);

  it('translates every message', () => {
    const untranslated = french()
      .filter(([, entry]) => entry.translation.trim() === '')
      .map(([, entry]) => entry.message);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    const differing = french()
      .filter(([, entry]) => placeholders(entry.message).join() !== placeholders(entry.translation).join())
      .map(([, entry]) => entry.message);
    expect(differing).toEqual([]);
  });

  it('sets French typography: ’ for the apostrophe, a non-breaking space before : and %, none inside « »', () => {
    const wrong = french()
      .map(([, entry]) => entry.translation.replace(/\{[^{}]*\}/g, ''))
      .filter((text) => /'|[^\u00a0]:|[^\u00a0]%|«[^\u00a0]|[^\u00a0]»/.test(text));
    expect(wrong).toEqual([]);
  });
});
