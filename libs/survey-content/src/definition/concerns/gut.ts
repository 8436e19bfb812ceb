import { multi, single, yesNo } from '../build-fields';
import { endsSection } from '../logic';
import { type ConcernSection } from './concern-section';

/** Gut Health: symptoms, fibre, and a diagnosis that changes which probiotics and fibres fit. */
export const GUT_SECTION: ConcernSection = {
  concernRef: 'concern_gut',
  tag: 'ConcernGut',
  label: 'Gut Health',
  fields: [
    multi('gut_symptoms', {
      title: 'Which of these do you notice at least once a week?',
      description: 'Choose all that apply.',
      choices: [
        { ref: 'gut_bloating', label: 'Bloating or gas', tags: ['Bloating'] },
        { ref: 'gut_constipation', label: 'Constipation', tags: ['Constipation'] },
        { ref: 'gut_loose', label: 'Loose stools', tags: ['LooseStools'] },
        { ref: 'gut_heartburn', label: 'Heartburn or reflux', tags: ['Heartburn'] },
        { ref: 'gut_none', label: 'None of these', exclusive: true },
      ],
    }),
    single('gut_fibre', {
      title: 'How often do you eat whole grains, beans, lentils or vegetables?',
      choices: [
        { ref: 'gut_fibre_most_meals', label: 'At most meals' },
        { ref: 'gut_fibre_some_days', label: 'Some days' },
        { ref: 'gut_fibre_rarely', label: 'Rarely', tags: ['LowFibre'] },
      ],
    }),
    yesNo('gut_ibs', {
      title: 'Has a doctor diagnosed you with irritable bowel syndrome (IBS)?',
      yesTags: ['Ibs'],
    }),
  ],
  logic: [endsSection('gut_ibs')],
};
