import { single, yesNo } from '../build-fields';
import { endsSection } from '../logic';
import { type ConcernSection } from './concern-section';

/** Energy and Stress: the daily pattern, caffeine, and burnout. */
export const ENERGY_SECTION: ConcernSection = {
  concernRef: 'concern_energy',
  tag: 'ConcernEnergyStress',
  label: 'Energy and Stress',
  fields: [
    single('energy_level', {
      title: 'How is your energy during the day?',
      choices: [
        { ref: 'energy_steady', label: 'Steady all day' },
        { ref: 'energy_afternoon_dip', label: 'I dip in the afternoon', tags: ['AfternoonSlump'] },
        { ref: 'energy_low', label: 'Low most of the day', tags: ['LowEnergy', 'BComplex'] },
      ],
    }),
    single('energy_caffeine', {
      title: 'How many caffeinated drinks do you have a day?',
      choices: [
        { ref: 'caffeine_none', label: 'None' },
        { ref: 'caffeine_one_two', label: '1 to 2' },
        { ref: 'caffeine_three_plus', label: '3 or more', tags: ['HighCaffeine'] },
      ],
    }),
    yesNo('energy_burnout', {
      title: 'Do you feel overwhelmed or close to burnout?',
      yesTags: ['Burnout'],
    }),
  ],
  logic: [endsSection('energy_burnout')],
};
