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

interface CatalogueReport {
  /** The catalogue's file name (first-screen, messages). */
  name: string;
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

interface Report {
  catalogs: CatalogueReport[];
}

const CATALOGUES = ['account', 'auth', 'cart', 'checkout', 'first-screen', 'messages', 'survey'] as const;

const REPORT_SCRIPT = path.join(__dirname, '../../../../tools/lingui/catalogue-report.mjs');
let report: Report;

beforeAll(() => {
  report = JSON.parse(execFileSync(process.execPath, [REPORT_SCRIPT], { encoding: 'utf8' })) as Report;
}, 120_000);

function catalogue(name: string): CatalogueReport {
  const found = report.catalogs.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no ${name} catalogue in lingui.config.cjs`);
  return found;
}

it('has the catalogues the app loads', () => {
  expect(report.catalogs.map((entry) => entry.name).sort()).toEqual([...CATALOGUES]);
});

describe.each(CATALOGUES.flatMap((name) => (['en', 'fr'] as const).map((locale) => [name, locale] as const)))(
  'the %s catalogue in %s',
  (name, locale) => {
    it('holds every message its code uses, and none it no longer uses', () => {
      const { extracted, locales } = catalogue(name);
      const ids = Object.keys(locales[locale].entries);
      const missing = extracted.filter((id) => !ids.includes(id));
      const stale = ids.filter((id) => !extracted.includes(id));
      expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    });

    it('is compiled from its PO file as it stands', () => {
      const { locales } = catalogue(name);
      expect(locales[locale].compileErrors).toEqual([]);
      const compiled = readFileSync(path.join(__dirname, locale, `${name}.ts`), 'utf8');
      expect(compiled.trim()).toBe(locales[locale].compiled.trim());
    });
  },
);

describe.each(CATALOGUES)('the French %s catalogue', (name) => {
  const french = () => Object.entries(catalogue(name).locales.fr.entries);

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

// The parts load into one message reader, so a message translated two ways would read one way or the other
// depending on which part arrived last.
it('translates a message the same way in every part that holds it', () => {
  const translations = new Map<string, Map<string, string[]>>();
  for (const name of CATALOGUES) {
    for (const [id, entry] of Object.entries(catalogue(name).locales.fr.entries)) {
      const byText = translations.get(id) ?? new Map<string, string[]>();
      byText.set(entry.translation, [...(byText.get(entry.translation) ?? []), name]);
      translations.set(id, byText);
    }
  }
  const differing = [...translations.entries()]
    .filter(([, byText]) => byText.size > 1)
    .map(([id, byText]) => ({ id, translations: Object.fromEntries(byText) }));
  expect(differing).toEqual([]);
});
