import { multi, single, yesNo } from '../build-fields';
import { endsSection } from '../logic';
import { type ConcernSection } from './concern-section';

/** Sleep: which part of the night goes wrong decides between magnesium, melatonin and calming herbs. */
export const SLEEP_SECTION: ConcernSection = {
  concernRef: 'concern_sleep',
  tag: 'ConcernSleep',
  label: 'Sleep',
  fields: [
    multi('sleep_trouble', {
      title: 'What gets in the way of a good night?',
      description: 'Choose all that apply.',
      choices: [
        { ref: 'sleep_falling_asleep', label: 'Falling asleep', tags: ['TroubleFallingAsleep', 'PoorSleep'] },
        { ref: 'sleep_staying_asleep', label: 'Staying asleep', tags: ['NightWaking', 'PoorSleep'] },
        { ref: 'sleep_early_waking', label: 'Waking too early', tags: ['EarlyWaking', 'PoorSleep'] },
        { ref: 'sleep_unrefreshed', label: 'Waking up unrefreshed', tags: ['Unrefreshed'] },
      ],
    }),
    single('sleep_hours', {
      title: 'How many hours do you usually sleep?',
      choices: [
        { ref: 'sleep_under_six', label: 'Fewer than 6', tags: ['ShortSleep'] },
        { ref: 'sleep_six_seven', label: '6 to 7' },
        { ref: 'sleep_seven_nine', label: '7 to 9' },
        { ref: 'sleep_over_nine', label: 'More than 9' },
      ],
    }),
    yesNo('sleep_screens', {
      title: 'Do you use a phone or screen in the hour before bed?',
      yesTags: ['EveningScreens'],
    }),
  ],
  logic: [endsSection('sleep_screens')],
};
