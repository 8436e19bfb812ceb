import fc from 'fast-check';
import { type Answer } from './answers';
import { evaluateCondition, evaluateOpenCondition } from './conditions';
import { type Condition } from './definition';
import { answerArbitrary, concernsDefinition, isoDateArbitrary, operatorsDefinition } from './testing';

const definitions = [operatorsDefinition(), concernsDefinition()];
const fields = definitions.flatMap((d) => d.fields);
const conditions: Condition[] = definitions.flatMap((d) =>
  d.logic.flatMap((rule) => rule.actions.map((a) => a.condition)),
);
const fieldRefs = fields.map((f) => f.ref);

// Yes/no answers compared with a choice ref need that choice; every other shape must just be false or true.
const answersArbitrary = fc.dictionary(fc.constantFrom(...fieldRefs), answerArbitrary) as fc.Arbitrary<
  Record<string, Answer>
>;

describe('evaluateCondition properties', () => {
  it('never throws on any answers for the fixture conditions, and is_not is the negation of is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...conditions),
        answersArbitrary,
        isoDateArbitrary(),
        fc.boolean(),
        (condition, answers, today, authenticated) => {
          const context = { answers, today, authenticated, fields };
          const holds = evaluateCondition(condition, context);
          expect(typeof holds).toBe('boolean');
          if (condition.op === 'is') {
            expect(evaluateCondition({ ...condition, op: 'is_not' }, context)).toBe(!holds);
          }
        },
      ),
    );
  });

  it('and / or agree with every / some of their parts', () => {
    fc.assert(
      fc.property(
        fc.subarray(conditions, { minLength: 1 }),
        answersArbitrary,
        isoDateArbitrary(),
        (parts, answers, today) => {
          const context = { answers, today, authenticated: false, fields };
          const values = parts.map((c) => evaluateCondition(c, context));
          expect(evaluateCondition({ op: 'and', vars: parts }, context)).toBe(values.every(Boolean));
          expect(evaluateCondition({ op: 'or', vars: parts }, context)).toBe(values.some(Boolean));
        },
      ),
    );
  });
});

describe('evaluateOpenCondition properties (conditions on answers that were not given)', () => {
  it('is evaluateCondition when every answer is known', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...conditions),
        answersArbitrary,
        isoDateArbitrary(),
        (condition, answers, today) => {
          const context = { answers, today, authenticated: false, fields };
          expect(evaluateOpenCondition(condition, context, new Set())).toBe(
            evaluateCondition(condition, context),
          );
        },
      ),
    );
  });

  it('decides only what every answer to the unknown questions would decide the same way', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...conditions),
        answersArbitrary,
        fc.subarray(fieldRefs),
        answersArbitrary,
        isoDateArbitrary(),
        (condition, answers, unknownRefs, fillIns, today) => {
          const unknown = new Set(unknownRefs);
          const given = Object.fromEntries(Object.entries(answers).filter(([ref]) => !unknown.has(ref)));
          const open = evaluateOpenCondition(
            condition,
            { answers: given, today, authenticated: false, fields },
            unknown,
          );
          if (open === undefined) return;
          // Any answers (or none) to the unknown questions: the decided value stands.
          const filled = {
            ...given,
            ...Object.fromEntries(Object.entries(fillIns).filter(([ref]) => unknown.has(ref))),
          };
          expect(evaluateCondition(condition, { answers: filled, today, authenticated: false, fields })).toBe(
            open,
          );
        },
      ),
    );
  });
});
