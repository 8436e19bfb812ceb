/** One question of the FAQ page, as the help widget searches it. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** Lower case without accents, so "vitamine", "Vitamine" and "vitaminé" meet. */
function fold(text: string): string {
  return (
    text
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a Unicode form, not words
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  );
}

/** The words of a query worth matching: two letters or more. */
function wordsOf(query: string): string[] {
  return [...new Set(fold(query).split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= 2);
}

/**
 * The FAQ entries that answer a query, best first: a word in the question counts three times one in
 * the answer, and an entry matching none of the words is left out. With no words to match (an empty
 * or one-letter query), the first `limit` entries, as the FAQ page orders them.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string, limit = 5): FaqEntry[] {
  const words = wordsOf(query);
  if (words.length === 0) return entries.slice(0, limit);
  return entries
    .map((entry, index) => {
      const question = fold(entry.question);
      const answer = fold(entry.answer);
      const score = words.reduce(
        (total, word) => total + (question.includes(word) ? 3 : 0) + (answer.includes(word) ? 1 : 0),
        0,
      );
      return { entry, index, score };
    })
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((scored) => scored.entry);
}
