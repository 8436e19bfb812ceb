import { MEDICATIONS, medicationAliases } from './medication-list';
import {
  DEFAULT_MEDICATION_SEARCH_LIMIT,
  searchMedicationMatches,
  searchMedications,
} from './medication-search';

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

  it('finds every entry with a label or French name containing a single letter when unlimited', () => {
    const expected = MEDICATIONS.filter((m) =>
      [m.label, ...medicationAliases(m)].some((name) => name.toLowerCase().includes('z')),
    );
    expect(expected).toContainEqual(expect.objectContaining({ label: 'Mesalamine' })); // « Mésalazine »
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

describe('searchMedications in French', () => {
  const matches = (query: string, limit?: number) =>
    searchMedicationMatches(query, limit).map((m) => [m.medication.label, m.matched]);

  it('finds an entry by its French name, whole or begun, and gives the entry itself', () => {
    expect(labels('warfarine')).toEqual(['Warfarin']);
    expect(labels('warfar')).toEqual(['Warfarin']);
    expect(searchMedications('Warfarine')[0]).toBe(MEDICATIONS.find((m) => m.label === 'Warfarin'));
    expect(labels('acide acétylsalicylique')).toEqual(['Acetylsalicylic acid']);
    expect(labels('LÉVOTHYROXINE')).toEqual(['Levothyroxine']);
  });

  it('says which name matched: the label, else the French name', () => {
    expect(matches('warfarine')).toEqual([['Warfarin', 'Warfarine']]);
    expect(matches('warfar')).toEqual([['Warfarin', 'Warfarin']]);
    expect(matches('Œstrogènes')).toEqual([
      ['Conjugated estrogens', 'Œstrogènes conjugués'],
      ['Conjugated estrogens-bazedoxifene', 'Œstrogènes conjugués-bazedoxifene'],
    ]);
  });

  it('ranks French names as labels: exact, then starting with the query, then a word starting with it', () => {
    expect(matches('metformine')).toEqual([
      ['Metformin', 'Metformine'],
      ['Alogliptin-metformin', 'Alogliptine-metformine'],
      ['Canagliflozin-metformin', 'Canagliflozine-metformine'],
      ['Dapagliflozin-metformin', 'Dapagliflozine-metformine'],
      ['Empagliflozin-metformin', 'Empagliflozine-metformine'],
      ['Ertugliflozin-metformin', 'Ertugliflozine-metformine'],
      ['Linagliptin-metformin', 'Linagliptine-metformine'],
      ['Saxagliptin-metformin', 'Saxagliptine-metformine'],
      ['Sitagliptin-metformin', 'Sitagliptine-metformine'],
    ]);
    expect(matches('aas').slice(0, 3)).toEqual([
      ['Acetylsalicylic acid', 'AAS'],
      ['ASA 81 mg', 'AAS 81 mg'],
      ['Low-dose ASA', 'AAS à faible dose'],
    ]);
  });

  it('lists an entry once, by its best name', () => {
    const found = searchMedications('acetaminoph', Infinity);
    expect(new Set(found).size).toBe(found.length);
    expect(matches('acetaminophen')[0]).toEqual(['Acetaminophen', 'Acetaminophen']);
    expect(matches('acetaminophene')[0]).toEqual(['Acetaminophen', 'Acétaminophène']);
    expect(matches('paracetamol')).toEqual([['Acetaminophen', 'Paracétamol']]);
  });

  it('orders each rank alphabetically by the name that matched', () => {
    const acids = matches('acide').map(([, matched]) => matched);
    expect(acids.slice(0, 4)).toEqual([
      'Acide acétylsalicylique',
      'Acide azélaïque',
      'Acide étacrynique',
      'Acide folique 5 mg',
    ]);
  });

  it('gives the same entries as searchMedicationMatches, and nothing for a blank query', () => {
    expect(searchMedicationMatches('  ')).toEqual([]);
    expect(searchMedications('insuline', Infinity)).toEqual(
      searchMedicationMatches('insuline', Infinity).map((m) => m.medication),
    );
    expect(() => searchMedicationMatches('a', -1)).toThrow(RangeError);
  });
});
