import { MEDICATIONS } from './medication-list';
import { DEFAULT_MEDICATION_SEARCH_LIMIT, searchMedications } from './medication-search';

const labels = (query: string, limit?: number) => searchMedications(query, limit).map((m) => m.label);

describe('searchMedications', () => {
  it('gives nothing for an empty or blank query', () => {
    expect(searchMedications('')).toEqual([]);
    expect(searchMedications('   ')).toEqual([]);
    expect(searchMedications(' - / ')).toEqual([]);
  });

  it('gives nothing when no label contains the query (the box then shows its no-results note)', () => {
    expect(searchMedications('qqzzx')).toEqual([]);
  });

  it('finds brand and generic names alike', () => {
    expect(labels('zoloft')).toEqual(['Zoloft']);
    expect(labels('sertraline')).toEqual(['Sertraline']);
  });

  it('ignores case and accents', () => {
    expect(labels('SYNTHROID')).toEqual(['Synthroid']);
    expect(labels('sÉrtralîne')).toEqual(['Sertraline']);
  });

  it('ignores punctuation differences', () => {
    expect(labels('diane 35')).toEqual(['Diane-35']);
    expect(labels('tri cyclen')).toEqual(['Tri-Cyclen', 'Tri-Cyclen Lo']);
    expect(labels('Diovan HCT')).toEqual(['Diovan-HCT']);
  });

  it('puts the exact label first, then labels starting with the query', () => {
    expect(labels('lasix')).toEqual(['Lasix', 'Lasix Special']);
    expect(labels('cipro')).toEqual(['Cipro', 'Cipro XL', 'Ciprofloxacin']);
  });

  it('puts labels with a word starting with the query before other substrings', () => {
    expect(labels('cyclen')).toEqual(['Cyclen', 'Tri-Cyclen', 'Tri-Cyclen Lo']);
    expect(labels('glargine')).toEqual(['Insulin glargine']);
    const xr = labels('xr', Infinity);
    const wordStarts = xr.filter((label) => / xr/i.test(label));
    expect(xr.slice(0, wordStarts.length)).toEqual(wordStarts);
    expect(wordStarts).toContain('Effexor XR');
  });

  it('orders each rank alphabetically', () => {
    expect(labels('lipi')).toEqual(['Lipidil EZ', 'Lipidil Micro', 'Lipidil Supra', 'Lipitor']);
  });

  it('returns at most the limit, DEFAULT_MEDICATION_SEARCH_LIMIT when not given', () => {
    expect(searchMedications('a')).toHaveLength(DEFAULT_MEDICATION_SEARCH_LIMIT);
    expect(searchMedications('a', 5)).toHaveLength(5);
    expect(searchMedications('a', 5)).toEqual(searchMedications('a').slice(0, 5));
    expect(searchMedications('a', 0)).toEqual([]);
    expect(searchMedications('a', Infinity).length).toBeGreaterThan(DEFAULT_MEDICATION_SEARCH_LIMIT);
  });

  it('finds every entry containing a single letter when unlimited', () => {
    const expected = MEDICATIONS.filter((m) => m.label.toLowerCase().includes('z'));
    expect(new Set(searchMedications('z', Infinity))).toEqual(new Set(expected));
  });

  it('finds contraceptives by brand', () => {
    expect(labels('yaz')).toEqual(['Yaz', 'Yaz Plus']);
    expect(searchMedications('alesse')[0]?.classes).toEqual(['oral-contraceptive']);
  });

  it.each([-1, 1.5, Number.NaN, -Infinity])('rejects the limit %p', (limit) => {
    expect(() => searchMedications('a', limit)).toThrow(RangeError);
  });
});
