import { medicationByLabel } from '@maplepack/survey-content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const medicationList = surveyField('medication_list');

function ref(label: string): string {
  const found = medicationByLabel(label);
  if (found === undefined) throw new Error(`No medication ${label}`);
  return found.ref;
}

async function searchBox() {
  return screen.findByRole('searchbox', { name: 'Which medications do you take?' });
}

describe('MedicationField (list_choice)', () => {
  it('searches the medication list with the placeholder and the note', async () => {
    renderField(medicationList);
    const box = await searchBox();
    expect(box).toHaveAttribute('placeholder', 'Enter your medication name');
    expect(
      screen.getByText(
        'Note: Feel free to enter either brand name or specific drug names into the search bar.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(box, 'zolo');
    expect(
      within(screen.getByRole('list', { name: 'Search results' })).getByRole('button', {
        name: 'Add Zoloft',
      }),
    ).toBeInTheDocument();
  });

  it("says 'No results found, please continue.' when nothing matches", async () => {
    renderField(medicationList);
    await userEvent.type(await searchBox(), 'qqqzzz');
    expect(screen.getByText('No results found, please continue.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('enables Continue only once a medication is on the list, and sends the list', async () => {
    const { onAnswer } = renderField(medicationList);
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await userEvent.type(await searchBox(), 'Synthroid');
    await userEvent.click(screen.getByRole('button', { name: 'Add Synthroid' }));
    expect(screen.getByRole('heading', { name: 'Synthroid', level: 3 })).toBeInTheDocument();
    expect(await searchBox()).toHaveValue('');
    expect(await searchBox()).toHaveFocus();
    await userEvent.click(next);
    expect(onAnswer).toHaveBeenCalledWith([{ ref: ref('Synthroid'), label: 'Synthroid' }]);
  });

  it('lists and keeps a medication by the name that matched: « Warfarine » is Warfarin, named as typed', async () => {
    const { onAnswer } = renderField(medicationList);
    await userEvent.type(await searchBox(), 'warfarine');
    await userEvent.click(screen.getByRole('button', { name: 'Add Warfarine' }));
    expect(screen.getByRole('heading', { name: 'Warfarine', level: 3 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAnswer).toHaveBeenCalledWith([{ ref: ref('Warfarin'), label: 'Warfarine' }]);
  });

  it('shows at once which products a medication interacts with and why', async () => {
    renderField(medicationList);
    await userEvent.type(await searchBox(), 'Zoloft');
    await userEvent.click(screen.getByRole('button', { name: 'Add Zoloft' }));
    const effects = screen.getByRole('list', { name: 'How Zoloft changes your pack' });
    expect(effects).toHaveTextContent(
      "We will leave out 5-HTP 100 mg, SAMe 200 mg and St John's Wort 300 mg: together they can raise serotonin too far (serotonin syndrome).",
    );
  });

  it('says so when a medication interacts with none of our products', async () => {
    renderField(medicationList);
    await userEvent.type(await searchBox(), 'Acetaminophen');
    await userEvent.click(screen.getByRole('button', { name: 'Add Acetaminophen' }));
    expect(screen.getByText('We found no interactions with the products we carry.')).toBeInTheDocument();
  });

  it('adds the top result with Enter, and continues with Enter from an empty box', async () => {
    const { onAnswer } = renderField(medicationList);
    const box = await searchBox();
    await userEvent.type(box, 'Lipitor{Enter}');
    expect(screen.getByRole('heading', { name: 'Lipitor', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Lipitor added to your medications.');
    await userEvent.type(box, '{Enter}');
    expect(onAnswer).toHaveBeenCalledWith([{ ref: ref('Lipitor'), label: 'Lipitor' }]);
  });

  it('removes a medication and does not offer one already on the list', async () => {
    renderField(medicationList, { answer: [{ ref: ref('Warfarin'), label: 'Warfarin' }] });
    await userEvent.type(await searchBox(), 'Warfarin');
    expect(screen.queryByRole('button', { name: 'Add Warfarin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Warfarin' }));
    expect(screen.queryByRole('heading', { name: 'Warfarin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Warfarin' })).toBeInTheDocument();
  });

  it('restores the stored list with its interactions', async () => {
    renderField(medicationList, { answer: [{ ref: ref('Warfarin'), label: 'Warfarin' }] });
    expect(await screen.findByRole('list', { name: 'How Warfarin changes your pack' })).toHaveTextContent(
      /We will leave out .*Vitamin K2 120 µg/,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
