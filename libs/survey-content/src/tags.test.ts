import { SURVEY_TAGS, SURVEY_TAG_NAMES, surveyTagSchema } from './tags';

describe('SURVEY_TAGS', () => {
  it('names every tag in PascalCase', () => {
    expect(SURVEY_TAG_NAMES.filter((tag) => !/^[A-Z][A-Za-z0-9]*$/.test(tag))).toEqual([]);
  });

  it('describes every tag in one non-empty line', () => {
    const bad = Object.entries(SURVEY_TAGS).filter(([, text]) => text.trim() === '' || text.includes('\n'));
    expect(bad).toEqual([]);
  });

  it('parses known tags and rejects others', () => {
    expect(surveyTagSchema.parse('FishAllergy')).toBe('FishAllergy');
    expect(surveyTagSchema.safeParse('fishAllergy').success).toBe(false);
    expect(surveyTagSchema.safeParse('Unknown').success).toBe(false);
  });

  it('lists the names in the order of the record', () => {
    expect(SURVEY_TAG_NAMES).toEqual(Object.keys(SURVEY_TAGS));
  });
});
