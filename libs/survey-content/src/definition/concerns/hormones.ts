import { multi, notice, single, yesNo } from '../build-fields';
import { ageLess, ageMore, allOf, always, anyOf, endsSection, picked, rule, toField } from '../logic';
import { type ConcernSection } from './concern-section';

/**
 * Hormone and Sexual Health. Everyone answers the libido question; the rest depends on sex, age and
 * pregnancy, because what is safe and useful differs so much between those groups.
 */
export const HORMONES_SECTION: ConcernSection = {
  concernRef: 'concern_hormones',
  tag: 'ConcernHormones',
  label: 'Hormone and Sexual Health',
  fields: [
    yesNo('hormones_libido', {
      title: 'Has your sex drive been lower than usual lately?',
      yesTags: ['LowLibido'],
    }),
    yesNo('hormones_male_fertility', {
      title: 'Are you and a partner trying to conceive?',
      description: 'Zinc, selenium and folate support healthy sperm.',
      yesTags: ['MaleFertility'],
    }),
    single('hormones_menopause', {
      title: 'Where are you with menopause?',
      vertical: true,
      choices: [
        { ref: 'menopause_regular', label: 'I still have regular periods' },
        { ref: 'menopause_peri', label: 'My periods are changing', tags: ['Perimenopause'] },
        { ref: 'menopause_recent', label: 'My last period was less than 5 years ago', tags: ['Menopause'] },
        { ref: 'menopause_past', label: 'My last period was 5 or more years ago', tags: ['PostMenopause'] },
      ],
    }),
    multi('hormones_resonance', {
      title: 'Do any of these resonate with you?',
      description: 'Choose all that apply.',
      choices: [
        { ref: 'resonance_pms', label: 'PMS or painful cramps', tags: ['Pms'] },
        { ref: 'resonance_irregular', label: 'Irregular cycles', tags: ['IrregularCycle'] },
        { ref: 'resonance_heavy', label: 'Heavy periods', tags: ['HeavyPeriods'] },
        { ref: 'resonance_acne', label: 'Breakouts around my period', tags: ['HormonalAcne'] },
        { ref: 'resonance_none', label: 'None of these', exclusive: true },
      ],
    }),
    yesNo('hormones_uti', {
      title: 'Do you get urinary tract or yeast infections three or more times a year?',
      yesTags: ['RecurrentUti'],
    }),
    notice('hormones_pregnancy_notice', {
      title: 'Because we care',
      description:
        'Herbs for hormone balance are not considered safe during pregnancy or breastfeeding, so we leave them ' +
        'out. Your prenatal needs are already covered in your recommendations.',
    }),
    notice('hormones_sex_notice', {
      title: 'We need one more detail',
      description:
        'Hormone support depends on sex at birth, so we cannot tailor this section without it. Our advisory ' +
        'board is happy to help you one-on-one: [meet them here](/team?to=advisory-board).',
    }),
  ],
  logic: [
    rule(
      'hormones_libido',
      toField('hormones_male_fertility', allOf(picked('sex', 'sex_male'), ageLess(50))),
      toField('hormones_uti', picked('sex', 'sex_male')),
      // Before the menopause branch: a pregnant 49-year-old needs the safety notice, not menopause questions.
      toField(
        'hormones_pregnancy_notice',
        anyOf(
          picked('pregnancy_status', 'pregnancy_pregnant'),
          picked('pregnancy_status', 'pregnancy_breastfeeding'),
        ),
      ),
      toField('hormones_sex_notice', picked('sex', 'sex_other')),
      toField('hormones_menopause', ageMore(48)),
      toField('hormones_resonance', always),
    ),
    endsSection('hormones_male_fertility'),
    rule(
      'hormones_menopause',
      toField('hormones_resonance', picked('hormones_menopause', 'menopause_regular')),
      toField('hormones_uti', always),
    ),
    endsSection('hormones_uti'),
    endsSection('hormones_pregnancy_notice'),
    endsSection('hormones_sex_notice'),
  ],
};
