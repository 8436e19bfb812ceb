import fc from 'fast-check';
import { type Choice } from './definition';
import {
  initialSelection,
  remainingConcerns,
  resolveSelection,
  selectionAnswer,
  toggleChoice,
  validateMultiSelect,
} from './multi-select';

const choices: Choice[] = [
  { id: 1, ref: 'a', label: 'A' },
  { id: 2, ref: 'b', label: 'B' },
  { id: 3, ref: 'c', label: 'C' },
  { id: 4, ref: 'all', label: 'All', exclusive: true, all: true },
  { id: 5, ref: 'none', label: 'None', exclusive: true, empty: true },
];
const refs = choices.map((c) => c.ref);
const byRef = new Map(choices.map((c) => [c.ref, c]));

describe('multi-select properties', () => {
  it('after any clicks, an unvisited exclusive choice is never selected with another unvisited one, and visited ones never change', () => {
    fc.assert(
      // Coming back to the concern list, the visited concerns are selected and locked.
      fc.property(
        fc.subarray(refs.slice(0, 3)),
        fc.array(fc.constantFrom(...refs)),
        (visitedList, clicks) => {
          const visited = new Set(visitedList);
          let selection = [...visitedList];
          for (const click of clicks) selection = toggleChoice(selection, click, choices, visited);
          expect(selection.filter((r) => visited.has(r))).toEqual(visitedList);
          const active = selection.filter((r) => !visited.has(r));
          if (active.some((r) => byRef.get(r)?.exclusive === true)) expect(active).toHaveLength(1);
        },
      ),
    );
  });

  it('remaining concerns equal the unvisited resolved selection (without exclusive choices)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...refs)),
        fc.subarray(refs.slice(0, 3)),
        (clicks, visitedList) => {
          const visited = new Set(visitedList);
          const selection = clicks.reduce<string[]>(
            (s, click) => toggleChoice(s, click, choices, visited),
            [],
          );
          const resolved = resolveSelection(selection, choices, visited).filter((r) => !visited.has(r));
          expect(remainingConcerns(selection, choices, visited)).toBe(resolved.length);
        },
      ),
    );
  });

  it('a stored answer reopens as the same selection, and Continue is enabled exactly when an open pick is made', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...refs)),
        fc.subarray(refs.slice(0, 3)),
        (clicks, visitedList) => {
          const visited = new Set(visitedList);
          const selection = clicks.reduce<string[]>(
            (s, click) => toggleChoice(s, click, choices, visited),
            initialSelection(choices, undefined, visited),
          );
          expect(initialSelection(choices, selectionAnswer(selection, choices), visited)).toEqual(selection);
          const openPicks = selection.filter((r) => !visited.has(r));
          expect(validateMultiSelect(selection, choices, visited).ok).toBe(openPicks.length > 0);
        },
      ),
    );
  });
});
