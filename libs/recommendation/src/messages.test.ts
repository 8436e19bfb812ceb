import { INTERACTION_CLASSES } from '@maplepack/survey-content';
import { CLASS_NAMES_FR } from './fr/class-names-fr';
import { INTERACTION_WHY_FR } from './fr/interaction-why-fr';
import { RULE_REASONS_FR } from './fr/rule-reasons-fr';
import { TAG_PHRASES_FR } from './fr/tag-phrases-fr';
import { INTERACTION_RULES } from './interaction-rules';
import { LIMIT_WORDS_FR_KEYS, TIMING_WHY_FR_KEYS } from './fr/messages-fr';
import { SURVEY_V1_5_RULES } from './rules';
import { TAG_PHRASES } from './tag-phrases';
import { upperLimitsFor } from './upper-limits';

const placeholders = (text: string): string[] => [...text.matchAll(/\{[a-z]+\}/g)].map((m) => m[0]).sort();

/**
 * Each French table next to the English it translates: the same keys (a French text missing, or left
 * behind by a renamed rule, fails), no blank text, the same placeholders but `{answer}` (French
 * states the answer outright), and French typography.
 */
describe.each([
  ['tag phrases', TAG_PHRASES_FR, TAG_PHRASES],
  ['rule reasons', RULE_REASONS_FR, Object.fromEntries(SURVEY_V1_5_RULES.map((r) => [r.id, r.reason]))],
  ['interaction whys', INTERACTION_WHY_FR, Object.fromEntries(INTERACTION_RULES.map((r) => [r.id, r.why]))],
])(
  'French %s',
  (_name, french: Readonly<Record<string, string>>, english: Readonly<Record<string, string>>) => {
    it('has a French text for every English one, and none for a key the English no longer has', () => {
      expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    });

    it('has no blank text, and keeps the placeholders but {answer}', () => {
      for (const [key, text] of Object.entries(french)) {
        expect([key, text.trim() === '']).toEqual([key, false]);
        const kept = placeholders(english[key] ?? '').filter((p) => p !== '{answer}');
        expect([key, placeholders(text)]).toEqual([key, kept]);
      }
    });

    it('writes French typography (’ and a non-breaking space before a colon, none before ? ! ;)', () => {
      for (const [key, text] of Object.entries(french)) {
        expect([key, /'|[^\u00a0]:| [?!;]/.test(text)]).toEqual([key, false]);
      }
    });
  },
);

describe('the other French words of the safety messages', () => {
  it('names every medication class a caution can name', () => {
    expect(Object.keys(CLASS_NAMES_FR).sort()).toEqual([...INTERACTION_CLASSES].sort());
  });

  it('names every nutrient with an upper limit', () => {
    expect([...LIMIT_WORDS_FR_KEYS].sort()).toEqual(
      upperLimitsFor({ age: 30 })
        .map((l) => l.nutrient)
        .sort(),
    );
  });

  it('says every timing rule of schedule.ts in French', () => {
    expect([...TIMING_WHY_FR_KEYS].sort()).toEqual([
      'evening-calming:pm',
      'iron-apart-from-calcium:am',
      'iron-apart-from-calcium:pm',
      'minerals-away-from-morning-medication:pm',
      'morning-energy:am',
    ]);
  });
});
