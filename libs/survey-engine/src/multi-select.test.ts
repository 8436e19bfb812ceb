import { type Choice } from './definition';
import { remainingConcerns, resolveSelection, selectionAnswer, toggleChoice } from './multi-select';

const choices: Choice[] = [
  { id: 1, ref: 'sleep', label: 'Sleep' },
  { id: 2, ref: 'gut', label: 'Gut Health' },
  { id: 3, ref: 'energy', label: 'Energy and Stress' },
  { id: 4, ref: 'all', label: 'Take me through it all', exclusive: true, all: true },
  { id: 5, ref: 'none', label: 'Nothing for now', exclusive: true, empty: true },
];
const visitedGut = new Set(['gut']);

describe('toggleChoice', () => {
  it.each<[string, string[], string, ReadonlySet<string>, string[]]>([
    ['selects a normal choice', [], 'sleep', new Set(), ['sleep']],
    ['keeps selection in shown order', ['energy'], 'sleep', new Set(), ['sleep', 'energy']],
    ['deselects a selected choice', ['sleep', 'gut'], 'sleep', new Set(), ['gut']],
    ['an exclusive choice clears the others', ['sleep', 'gut'], 'none', new Set(), ['none']],
    ['an exclusive choice keeps visited ones', ['sleep', 'gut'], 'all', visitedGut, ['gut', 'all']],
    ['a normal choice clears exclusive ones', ['all'], 'sleep', new Set(), ['sleep']],
    ['switching exclusive choices', ['all'], 'none', new Set(), ['none']],
    ['a visited choice does not deselect', ['gut'], 'gut', visitedGut, ['gut']],
    ['a visited choice does not select', [], 'gut', visitedGut, []],
  ])('%s', (_name, selection, ref, visited, expected) => {
    expect(toggleChoice(selection, ref, choices, visited)).toEqual(expected);
  });

  it('locks a choice flagged visited in the definition', () => {
    const flagged = choices.map((c) => (c.ref === 'energy' ? { ...c, visited: true } : c));
    expect(toggleChoice(['sleep'], 'energy', flagged)).toEqual(['sleep']);
    expect(toggleChoice(['sleep', 'energy'], 'none', flagged)).toEqual(['energy', 'none']);
  });

  it('throws on a ref that is not a choice of the question', () => {
    expect(() => toggleChoice([], 'cats', choices)).toThrow(/cats/);
  });
});

describe('resolveSelection (on submit)', () => {
  it.each<[string, string[], ReadonlySet<string>, string[]]>([
    ['normal choices stay', ['sleep', 'energy'], new Set(), ['sleep', 'energy']],
    ['all selects every non-exclusive choice', ['all'], new Set(), ['sleep', 'gut', 'energy']],
    ['all skips nothing visited it keeps', ['gut', 'all'], visitedGut, ['sleep', 'gut', 'energy']],
    ['empty clears the selection', ['none'], new Set(), []],
    ['empty keeps visited ones', ['gut', 'none'], visitedGut, ['gut']],
  ])('%s', (_name, selection, visited, expected) => {
    expect(resolveSelection(selection, choices, visited)).toEqual(expected);
  });

  it('an all choice that is itself visited does not expand again', () => {
    expect(resolveSelection(['all'], choices, new Set(['all']))).toEqual(['all']);
  });
});

describe('remainingConcerns', () => {
  it.each<[string, string[], ReadonlySet<string>, number]>([
    ['counts unvisited selections', ['sleep', 'gut', 'energy'], visitedGut, 2],
    ['nothing selected', [], new Set(), 0],
    ['all: every non-exclusive unvisited option', ['all'], new Set(), 3],
    ['all with a visited concern', ['gut', 'all'], visitedGut, 2],
    ['empty: 0', ['none'], new Set(), 0],
    ['everything visited', ['sleep', 'gut'], new Set(['sleep', 'gut']), 0],
  ])('%s', (_name, selection, visited, expected) => {
    expect(remainingConcerns(selection, choices, visited)).toBe(expected);
  });
});

describe('selectionAnswer', () => {
  it('gives { ref, label } in shown order', () => {
    expect(selectionAnswer(['energy', 'sleep'], choices)).toEqual([
      { ref: 'sleep', label: 'Sleep' },
      { ref: 'energy', label: 'Energy and Stress' },
    ]);
  });

  it('throws on an unknown ref', () => {
    expect(() => selectionAnswer(['cats'], choices)).toThrow();
  });
});
