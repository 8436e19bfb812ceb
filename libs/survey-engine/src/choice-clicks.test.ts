import { type Choice } from './definition';
import { initialSelection, validateMultiSelect, visitedRefs } from './multi-select';
import { isChoicePicked, singleChoiceAnswer } from './single-choice';

const choices: Choice[] = [
  { id: 1, ref: 'sleep', label: 'Sleep' },
  { id: 2, ref: 'gut', label: 'Gut Health' },
  { id: 3, ref: 'energy', label: 'Energy and Stress', visited: true },
  { id: 4, ref: 'none', label: 'Nothing for now', exclusive: true, empty: true },
];

describe('visitedRefs', () => {
  it('joins the refs the session marked with those the definition flags', () => {
    expect([...visitedRefs(choices, ['gut'])].sort()).toEqual(['energy', 'gut']);
    expect([...visitedRefs(choices)]).toEqual(['energy']);
  });
});

describe('initialSelection', () => {
  it('opens with the locked choices and the earlier answer, in the order shown', () => {
    const earlier = [
      { ref: 'none', label: 'Nothing for now' },
      { ref: 'sleep', label: 'Sleep' },
    ];
    expect(initialSelection(choices, earlier, new Set(['gut']))).toEqual(['sleep', 'gut', 'energy', 'none']);
  });

  it('drops refs the question does not have, and reads a single answer too', () => {
    expect(initialSelection(choices, [{ ref: 'gone', label: 'Gone' }])).toEqual(['energy']);
    expect(initialSelection(choices, { ref: 'sleep', label: 'Sleep' })).toEqual(['sleep', 'energy']);
  });
});

describe('validateMultiSelect', () => {
  it('needs a pick of its own while a choice is still open: locked ones do not count', () => {
    expect(validateMultiSelect(['energy'], choices)).toMatchObject({ ok: false, code: 'selection.empty' });
    expect(validateMultiSelect(['energy', 'sleep'], choices)).toEqual({ ok: true, value: ['sleep'] });
  });

  it('lets the person go on once every choice is locked', () => {
    const allVisited = new Set(choices.map((choice) => choice.ref));
    expect(validateMultiSelect(['energy'], choices, allVisited).ok).toBe(true);
    expect(validateMultiSelect([], choices, allVisited).ok).toBe(false);
  });
});

describe('single choice', () => {
  it('stores the clicked choice as { ref, label } and shows it pressed', () => {
    const answer = singleChoiceAnswer({ ...choices[0], img: '/sleep.png' } as Choice);
    expect(answer).toEqual({ ref: 'sleep', label: 'Sleep' });
    expect(isChoicePicked(answer, 'sleep')).toBe(true);
    expect(isChoicePicked(answer, 'gut')).toBe(false);
    expect(isChoicePicked([answer], 'sleep')).toBe(false);
    expect(isChoicePicked(undefined, 'sleep')).toBe(false);
  });
});
