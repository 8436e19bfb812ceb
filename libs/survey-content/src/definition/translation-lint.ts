import { type SurveyDefinition } from '@maplepack/survey-engine';
import { definitionTexts, translatedTexts, type SurveyLanguage, type SurveyTexts } from './survey-texts';

export type TranslationLintCode =
  | 'lint.missing_translation'
  | 'lint.empty_translation'
  | 'lint.stale_translation'
  | 'lint.untranslated_link';

/** A translation finding, shaped like the engine's lint findings (`survey lint` prints both). */
export interface TranslationFinding {
  code: TranslationLintCode;
  /** The text's key: `<ref>.title`, `<ref>.choices.<choice ref>.label`, `title` for the survey's own. */
  ref: string;
  message: string;
}

const LINK_TARGET = /\]\(([^)]*)\)/g;

function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK_TARGET)].map((match) => match[1] ?? '').sort();
}

/**
 * Checks one language's texts against a definition: every text a person reads in the definition has
 * a translation (`lint.missing_translation`) that is not blank (`lint.empty_translation`) and links to
 * the same pages (`lint.untranslated_link`: a markdown link dropped or pointing elsewhere); no
 * translation is keyed by a text the definition no longer has (`lint.stale_translation`). [] when
 * the translation is complete.
 */
export function lintTranslation(
  definition: SurveyDefinition,
  texts: SurveyTexts,
  lang: Exclude<SurveyLanguage, 'en'>,
): TranslationFinding[] {
  const english = definitionTexts(definition);
  const translated = translatedTexts(texts);
  const findings: TranslationFinding[] = [];
  for (const [key, text] of english) {
    const translation = translated.get(key);
    if (translation === undefined) {
      findings.push({
        code: 'lint.missing_translation',
        ref: key,
        message: `'${key}' has no ${lang} text (English: '${text}')`,
      });
    } else if (translation.trim() === '') {
      findings.push({
        code: 'lint.empty_translation',
        ref: key,
        message: `'${key}' has an empty ${lang} text`,
      });
    } else if (linkTargets(translation).join(' ') !== linkTargets(text).join(' ')) {
      findings.push({
        code: 'lint.untranslated_link',
        ref: key,
        message: `'${key}' in ${lang} links to [${linkTargets(translation).join(', ')}], the English to [${linkTargets(text).join(', ')}]`,
      });
    }
  }
  for (const key of translated.keys()) {
    if (!english.has(key))
      findings.push({
        code: 'lint.stale_translation',
        ref: key,
        message: `'${key}' has a ${lang} text but the definition has no such text (renamed or removed?)`,
      });
  }
  return findings;
}
