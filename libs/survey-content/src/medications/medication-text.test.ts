import { foldMedicationText } from './medication-text';

describe('foldMedicationText', () => {
  it.each([
    ['Tri-Cyclen', 'tri cyclen'],
    ['  ÉPURIS  ', 'epuris'],
    ['Ortho 1/35', 'ortho 1 35'],
    ["Buckley's DM", 'buckley s dm'],
    ['Aspirin 81 mg', 'aspirin 81 mg'],
    ['Œstrogènes conjugués', 'oestrogenes conjugues'],
    ['Mononitrate d’isosorbide', 'mononitrate d isosorbide'],
    ['', ''],
  ])('folds %p to %p', (text, folded) => {
    expect(foldMedicationText(text)).toBe(folded);
  });
});
