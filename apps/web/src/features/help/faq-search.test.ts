import fc from 'fast-check';
import { searchFaq, type FaqEntry } from './faq-search';

const FAQ: FaqEntry[] = [
  { question: 'How does the subscription work?', answer: 'Your pack renews every month. Cancel any time.' },
  { question: 'Are your vitamins vegan?', answer: 'Most are; each product page says so.' },
  { question: 'When will my order ship?', answer: 'Within two business days, with tracking by e-mail.' },
  { question: 'Can I pause?', answer: 'Yes: pause your subscription from My Account.' },
];

describe('searchFaq', () => {
  it('ranks a match in the question above one in the answer', () => {
    expect(searchFaq(FAQ, 'subscription').map((entry) => entry.question)).toEqual([
      'How does the subscription work?',
      'Can I pause?',
    ]);
  });

  it('ignores case and accents, and words of one letter', () => {
    expect(searchFaq(FAQ, 'VÉGAN a')).toEqual([FAQ[1]]);
  });

  it('finds nothing for words no entry holds', () => {
    expect(searchFaq(FAQ, 'refund policy')).toEqual([]);
  });

  it('offers the first questions for an empty query', () => {
    expect(searchFaq(FAQ, '  ', 2)).toEqual(FAQ.slice(0, 2));
  });

  const entry = fc.record({ question: fc.string(), answer: fc.string() });

  it('answers at most `limit` entries of the FAQ, each holding a word of the query', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 20 }),
        fc.string(),
        fc.integer({ min: 0, max: 10 }),
        (faq, query, limit) => {
          const found = searchFaq(faq, query, limit);
          expect(found.length).toBeLessThanOrEqual(limit);
          for (const item of found) expect(faq).toContain(item);
          const words = query
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .filter((word) => word.length >= 2);
          if (words.length > 0) {
            for (const item of found) {
              const text = `${item.question} ${item.answer}`
                .normalize('NFD')
                .replace(/[\u0300-\u036f]/g, '')
                .toLowerCase();
              expect(words.some((word) => text.includes(word))).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('finds every entry by a word of its own question', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 10 }), fc.stringMatching(/^[a-z]{3,8}$/), (faq, word) => {
        const withWord = [...faq, { question: `About ${word} here`, answer: '' }];
        expect(searchFaq(withWord, word, withWord.length)).toContainEqual(withWord[withWord.length - 1]);
      }),
    );
  });
});
