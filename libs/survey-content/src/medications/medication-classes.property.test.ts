import fc from 'fast-check';

import { INTERACTION_CLASSES } from './interaction-class';
import { classesOf } from './medication-classes';
import { MEDICATIONS } from './medication-list';

describe('classesOf properties', () => {
  const medications = fc.array(fc.constantFrom(...MEDICATIONS), { maxLength: 8 });

  it('is the ordered union of each medication’s classes', () => {
    fc.assert(
      fc.property(medications, (list) => {
        const union = new Set(list.flatMap((m) => m.classes));
        expect(classesOf(list.map((m) => m.label))).toEqual(INTERACTION_CLASSES.filter((c) => union.has(c)));
      }),
    );
  });

  it('gives the same answer by ref, by label and in any order', () => {
    fc.assert(
      fc.property(medications, (list) => {
        const byLabel = classesOf(list.map((m) => m.label));
        expect(classesOf(list.map((m) => m.ref))).toEqual(byLabel);
        expect(classesOf([...list].reverse().map((m) => ({ ref: m.ref, label: m.label })))).toEqual(byLabel);
      }),
    );
  });
});
