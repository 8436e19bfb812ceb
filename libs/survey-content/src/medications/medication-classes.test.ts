import { classesOf } from './medication-classes';
import { medicationByLabel } from './medication-list';

function ref(label: string): string {
  const medication = medicationByLabel(label);
  if (medication === undefined) throw new Error(`no entry labelled ${label}`);
  return medication.ref;
}

describe('classesOf', () => {
  it('gives nothing for no medications', () => {
    expect(classesOf([])).toEqual([]);
  });

  it('finds the same classes from a brand and its generic, by label or by ref', () => {
    expect(classesOf(['Zoloft'])).toEqual(['ssri']);
    expect(classesOf(['sertraline'])).toEqual(['ssri']);
    expect(classesOf([ref('Zoloft')])).toEqual(['ssri']);
  });

  it('accepts list_choice answer items', () => {
    expect(classesOf([{ ref: ref('Coumadin'), label: 'Coumadin' }])).toEqual(['anticoagulant']);
  });

  it('trusts an item ref over its label, and falls back to the label for an unknown ref', () => {
    expect(classesOf([{ ref: ref('Lipitor'), label: 'Coumadin' }])).toEqual(['statin']);
    expect(classesOf([{ ref: 'not-a-ref', label: 'Coumadin' }])).toEqual(['anticoagulant']);
    expect(classesOf([{ ref: 'not-a-ref' }])).toEqual([]);
  });

  it('merges several medications, each class once, in INTERACTION_CLASSES order', () => {
    expect(classesOf(['Synthroid', 'Aldactone', 'Zoloft', 'Prozac', 'Cipro'])).toEqual([
      'ssri',
      'levothyroxine',
      'antihypertensive',
      'diuretic',
      'potassium-sparing-diuretic',
      'antibiotic',
      'antibiotic-chelating',
    ]);
  });

  it('ignores names that are not on the list, and entries with no class', () => {
    expect(classesOf(['Vitamin C', 'Zol', 'Tylenol'])).toEqual([]);
    expect(classesOf(['Vitamin C', 'Plavix'])).toEqual(['antiplatelet']);
  });

  it('accepts any iterable', () => {
    expect(classesOf(new Set(['Yaz', 'Imitrex']))).toEqual(['triptan', 'oral-contraceptive']);
  });
});
