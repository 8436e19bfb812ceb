import { generateUsername } from './username';

const bytes =
  (...values: number[]) =>
  () =>
    Buffer.from(values);

describe('generateUsername', () => {
  it.each([
    ['Jamie', 'LeBlanc', 'jamieleblanc'],
    ['Amélie', 'Côté-Tremblay', 'ameliecotetremblay'],
    ['Marie Ève', "D'Amour", 'marieevedamour'],
    ['Иван', 'Петров', 'customer'],
  ])('folds %s %s to %s and adds a hyphen and 5 random characters', (first, last, base) => {
    expect(generateUsername(first, last, bytes(0, 1, 2, 3, 35, 0, 0, 0, 0, 0))).toBe(`${base}-abcd9`);
  });

  it('skips bytes that would bias the alphabet (252 and above)', () => {
    let call = 0;
    const random = (size: number) => Buffer.alloc(size, call++ === 0 ? 255 : 36);
    expect(generateUsername('Al', 'Bo', random)).toBe('albo-aaaaa');
  });

  it('keeps the name part to 40 characters', () => {
    const username = generateUsername('A'.repeat(30), 'B'.repeat(30), bytes(...Array<number>(10).fill(1)));
    expect(username).toBe(`${'a'.repeat(30)}${'b'.repeat(10)}-bbbbb`);
  });
});
