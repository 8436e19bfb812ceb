import fc from 'fast-check';
import { CATALOGUE } from '../catalogue';
import { CATALOGUE_FR } from './catalogue-fr';

const NBSP = '\u00a0';

/** A number as the English catalogue writes it: 1,000 and 0.6. */
const ENGLISH_NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?/g;
/** A number as French writes it: 1 000 (non-breaking space) and 0,6. */
const FRENCH_NUMBER = /\d+(?:\u00a0\d{3})*(?:,\d+)?/g;
/** A dose: a number and its unit; English may write 95% without a space. */
const ENGLISH_DOSE = /(\d+(?:,\d{3})*(?:\.\d+)?) ?(mg|µg|IU|mL|%)(?![A-Za-z])/g;
const FRENCH_DOSE = /(\d+(?:\u00a0\d{3})*(?:,\d+)?)\u00a0(mg|µg|UI|mL|%)(?![A-Za-z])/g;

/** The English form of a number in French form: '1,000' → '1 000' (non-breaking), '2.5' → '2,5'. */
function frenchNumber(english: string): string {
  return english.replace(/,/g, NBSP).replace('.', ',');
}

/** The English form of a dose in French form: '1,000 IU' → '1 000 UI', '95%' → '95 %'. */
function frenchDose(number: string, unit: string): string {
  return `${frenchNumber(number)}${NBSP}${unit === 'IU' ? 'UI' : unit}`;
}

const sorted = (values: readonly string[]): string[] => [...values].sort();
const numbersIn = (text: string, pattern: RegExp): string[] => [...text.matchAll(pattern)].map((m) => m[0]);

/** Every English text of the catalogue beside its French, as [id, field, English, French]. */
const pairs = CATALOGUE.flatMap((product) => {
  const french = CATALOGUE_FR[product.id];
  return [
    [product.id, 'name', product.name, french?.name ?? ''],
    [product.id, 'description', product.description, french?.description ?? ''],
  ] as const;
});

describe('the French catalogue', () => {
  it('has a French name and description for every product, and none for an id the catalogue lacks', () => {
    expect(Object.keys(CATALOGUE_FR).map(Number).sort()).toEqual(CATALOGUE.map((p) => p.id).sort());
  });

  it.each(pairs)(
    '%i: the French %s is written, and is not the English copied',
    (_id, _field, english, french) => {
      expect(french.trim()).not.toBe('');
      expect(french).not.toBe(english);
    },
  );

  it.each(pairs)('%i: the French %s keeps every number of the English, in French form', (_id, _f, en, fr) => {
    expect(sorted(numbersIn(fr, FRENCH_NUMBER))).toEqual(
      sorted(numbersIn(en, ENGLISH_NUMBER).map(frenchNumber)),
    );
  });

  it.each(pairs)(
    '%i: the French %s has the doses of the English, no more and no fewer',
    (_id, _f, en, fr) => {
      const english = [...en.matchAll(ENGLISH_DOSE)].map(([, number = '', unit = '']) =>
        frenchDose(number, unit),
      );
      expect(sorted(numbersIn(fr, FRENCH_DOSE))).toEqual(sorted(english));
    },
  );

  it.each(pairs)('%i: the French %s follows French typography', (_id, _field, _english, french) => {
    // The house rule (docs/decisions.md): ’ for the apostrophe, a non-breaking space before a colon and
    // inside « », none before ; ? ! (as Quebec typesets), and before a unit or a percent sign.
    expect(french).not.toMatch(/['"]/);
    expect(french).not.toMatch(/(^|[^\u00a0]):/);
    expect(french).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
    expect(french).not.toMatch(/\s[;?!]/);
    expect(french).not.toMatch(/\d[ \u202f]?(mg|µg|UI|mL|%|ans|heures|minutes|milliards)(?![A-Za-z])/);
    expect(french).not.toMatch(/^\s|\s$|\s\s/);
    // English number forms and units: 1,000 (a French decimal has 1 or 2 digits here), 0.6, IU.
    expect(french).not.toMatch(/\d,\d{3}(?!\d)|\d\.\d|\bIU\b/);
  });

  it('ends every French description with a full stop, as the English ones do', () => {
    for (const [id, field, english, french] of pairs) {
      if (field === 'description') expect([id, french.endsWith('.')]).toEqual([id, english.endsWith('.')]);
    }
  });

  it.each(pairs)('%i: the French %s has no English word left in it', (_id, _field, _english, french) => {
    const english =
      /\b(the|and|with|your|daily|of|for|from|per|take|which|people|softgels?|tablets?|caplets?|chewable|vegan|free|oil|root|extract|herbal|blood|doctor|pharmacist|children|pregnancy)\b/i;
    expect(french).not.toMatch(english);
  });

  it('writes numbers as fr-CA does, so a dose compared through frenchNumber is a dose as the shop prints it', () => {
    fc.assert(
      fc.property(fc.nat(99_999_999), fc.nat(99), (whole, hundredths) => {
        const value = whole + hundredths / 100;
        const english = value.toLocaleString('en-CA', { maximumFractionDigits: 2 });
        const french = value.toLocaleString('fr-CA', { maximumFractionDigits: 2 });
        return (
          frenchNumber(english) === french &&
          numbersIn(english, ENGLISH_NUMBER).join('|') === english &&
          numbersIn(french, FRENCH_NUMBER).join('|') === french
        );
      }),
    );
  });
});
