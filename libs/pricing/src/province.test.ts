import {
  PROVINCE_CODES,
  PROVINCE_OPTIONS,
  provinceCodeSchema,
  provinceNameIn,
  provinceOptionsIn,
} from './province';

describe('provinceCodeSchema', () => {
  it.each([
    ['on', 'ON'],
    [' Qc ', 'QC'],
    ['YT', 'YT'],
  ])('reads %j as %s', (text, code) => {
    expect(provinceCodeSchema.parse(text)).toBe(code);
  });

  it.each(['Ontario', 'XX', ''])('refuses %j', (text) => {
    expect(provinceCodeSchema.safeParse(text).success).toBe(false);
  });
});

describe('province names in a language', () => {
  it('names every province in French, as Canada Post writes them', () => {
    expect(provinceNameIn('fr', 'QC')).toBe('Québec');
    expect(provinceNameIn('fr', 'PE')).toBe('Île-du-Prince-Édouard');
    expect(provinceNameIn('en', 'QC')).toBe('Quebec');
    expect(PROVINCE_CODES.every((code) => provinceNameIn('fr', code).length > 0)).toBe(true);
  });

  it('lists the French options in French alphabetical order, accents folded', () => {
    const names = provinceOptionsIn('fr').map((option) => option.name);
    expect(names.slice(0, 3)).toEqual(['Alberta', 'Colombie-Britannique', 'Île-du-Prince-Édouard']);
    expect(names).toHaveLength(PROVINCE_CODES.length);
    expect(provinceOptionsIn('en')).toBe(PROVINCE_OPTIONS);
  });
});

describe('PROVINCE_OPTIONS', () => {
  it('is in the order the English collator gives, without building one', () => {
    const names = PROVINCE_OPTIONS.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });
});
