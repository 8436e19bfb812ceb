import { multi, single, yesNo } from '../build-fields';
import { endsSection } from '../logic';
import { type ConcernSection } from './concern-section';

/** Healthy Skin Hair and Nails. */
export const SKIN_SECTION: ConcernSection = {
  concernRef: 'concern_skin',
  tag: 'ConcernSkinHairNails',
  label: 'Healthy Skin Hair and Nails',
  fields: [
    multi('skin_concerns', {
      title: 'What would you most like to improve?',
      description: 'Choose all that apply.',
      choices: [
        { ref: 'skin_dry', label: 'Dry skin', tags: ['DrySkin'] },
        { ref: 'skin_acne', label: 'Acne or breakouts', tags: ['Acne'] },
        { ref: 'skin_aging', label: 'Fine lines and firmness', tags: ['SkinAging'] },
        { ref: 'skin_hair_loss', label: 'Thinning hair', tags: ['HairLoss'] },
        { ref: 'skin_nails', label: 'Brittle nails', tags: ['BrittleNails'] },
      ],
    }),
    single('skin_water', {
      title: 'How much water do you drink in a day?',
      choices: [
        { ref: 'water_eight_plus', label: '8 cups or more' },
        { ref: 'water_four_seven', label: '4 to 7 cups' },
        { ref: 'water_under_four', label: 'Fewer than 4 cups', tags: ['LowHydration'] },
      ],
    }),
    yesNo('skin_eczema', {
      title: 'Do you have eczema or psoriasis?',
      yesTags: ['Eczema'],
    }),
  ],
  logic: [endsSection('skin_eczema')],
};
