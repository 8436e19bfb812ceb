import fc from 'fast-check';
import { addItem, getAt, moveItem, pathKey, removeItem, setAt, type FieldPath } from './form-value';

const json = fc.jsonValue();
const key = fc.constantFrom('title', 'questions', 'answer', 'team', 'name');
const path = fc.array(fc.oneof(key, fc.nat({ max: 4 })), { maxLength: 5 });

describe('the form value at a path', () => {
  it('reads back what was set, whatever was there before', () => {
    fc.assert(
      fc.property(json, path, json, (value, at, next) => {
        // undefined removes a key; every other JSON value is read back equal.
        expect(getAt(setAt(value, at, next), at)).toEqual(next);
      }),
    );
  });

  it('leaves the value it was given untouched', () => {
    fc.assert(
      fc.property(json, path, fc.string(), (value, at, next) => {
        const before = JSON.stringify(value);
        setAt(value, at, next);
        expect(JSON.stringify(value)).toBe(before);
      }),
    );
  });

  it('keeps the fields beside the one set', () => {
    const value = { title: 'FAQ', questions: [{ question: 'Q?', answer: 'A.' }] };
    expect(setAt(value, ['questions', 0, 'answer'], 'New.')).toEqual({
      title: 'FAQ',
      questions: [{ question: 'Q?', answer: 'New.' }],
    });
  });

  it('drops an optional field set to nothing rather than keeping an empty key', () => {
    expect(setAt({ title: 'T', intro: 'I' }, ['intro'], undefined)).toEqual({ title: 'T' });
  });

  it('names a path with one dot between steps', () => {
    expect(pathKey(['questions', 0, 'answer'])).toBe('questions.0.answer');
  });
});

describe('a list in the form', () => {
  const listPath: FieldPath = ['items'];
  const items = fc.array(fc.integer(), { maxLength: 8 });

  it('adds at the end and keeps every other item in order', () => {
    fc.assert(
      fc.property(items, fc.integer(), (list, item) => {
        expect(getAt(addItem({ items: list }, listPath, item), listPath)).toEqual([...list, item]);
      }),
    );
  });

  it('removes one item and keeps the others in order', () => {
    fc.assert(
      fc.property(items, fc.nat({ max: 9 }), (list, index) => {
        const after = getAt(removeItem({ items: list }, listPath, index), listPath) as number[];
        expect(after).toEqual([...list.slice(0, index), ...list.slice(index + 1)]);
      }),
    );
  });

  it('moves an item without losing or copying any, and a move back undoes it', () => {
    fc.assert(
      fc.property(items, fc.nat({ max: 9 }), fc.nat({ max: 9 }), (list, from, to) => {
        const moved = moveItem({ items: list }, listPath, from, to);
        const after = getAt(moved, listPath) as number[];
        expect([...after].sort()).toEqual([...list].sort());
        if (from < list.length && to < list.length) {
          expect(after[to]).toBe(list[from]);
          expect(getAt(moveItem(moved, listPath, to, from), listPath)).toEqual(list);
        } else {
          expect(after).toEqual(list);
        }
      }),
    );
  });
});
