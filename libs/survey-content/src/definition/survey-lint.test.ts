import { lintDefinition } from '@maplepack/survey-engine';
import { SURVEY_TAG_NAMES } from '../tags';
import { SURVEY_V1_5_FR } from './fr/survey-fr';
import { STABLE_REFS } from './stable-refs';
import { SURVEY_V1_5 } from './survey-v1-5';
import { lintTranslation } from './translation-lint';

describe('survey v1.5 lint', () => {
  it('finds nothing, with every tag checked against SURVEY_TAGS and every stable ref present', () => {
    expect(lintDefinition(SURVEY_V1_5, { knownTags: SURVEY_TAG_NAMES, stableRefs: STABLE_REFS })).toEqual([]);
  });

  it('finds no French text missing, blank or left over from a removed question', () => {
    expect(lintTranslation(SURVEY_V1_5, SURVEY_V1_5_FR, 'fr')).toEqual([]);
  });

  it('would catch a tag the recommendation does not know', () => {
    const findings = lintDefinition(SURVEY_V1_5, {
      knownTags: SURVEY_TAG_NAMES.filter((tag) => tag !== 'Vegan'),
    });
    expect(findings).toEqual([expect.objectContaining({ code: 'lint.unknown_tag' })]);
  });
});
