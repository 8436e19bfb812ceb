import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const SPLIT_FEE = 'Separate morning and evening packs, for an additional fee each month.';

describe('SingleChoiceField', () => {
  it('answers with the clicked pill', async () => {
    const { onAnswer } = renderField(surveyField('sex'));
    await userEvent.click(screen.getByRole('button', { name: 'Male' }));
    expect(onAnswer).toHaveBeenCalledWith({ ref: 'sex_male', label: 'Male' });
  });

  it('picks the n-th choice with number keys', async () => {
    const { onAnswer } = renderField(surveyField('pregnancy_status'));
    await userEvent.keyboard('4');
    expect(onAnswer).toHaveBeenCalledWith({ ref: 'pregnancy_none', label: 'None of these' });
  });

  it('shows the stored choice pressed', () => {
    renderField(surveyField('sex'), { answer: { ref: 'sex_other', label: 'Other' } });
    expect(screen.getByRole('button', { name: 'Other' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Female' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the pack-format images and disclaimers, tied to their pill', () => {
    const { container } = renderField(surveyField('pack_format'), { splitPackPriceCents: 750 });
    const split = screen.getByRole('button', { name: 'Split packs, morning and evening' });
    expect(split).toHaveAccessibleDescription(SPLIT_FEE);
    expect(within(split).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/images/survey/pack-split.svg',
    );
    expect(screen.getByText('All your pills together in one daily pack.')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('hides the split-pack fee disclaimer while the split pack costs nothing', () => {
    renderField(surveyField('pack_format'), { splitPackPriceCents: 0 });
    expect(screen.queryByText(SPLIT_FEE)).not.toBeInTheDocument();
    expect(screen.getByText('All your pills together in one daily pack.')).toBeInTheDocument();
  });

  it('keeps the disclaimer when the price is not known yet', () => {
    renderField(surveyField('pack_format'), { splitPackPriceCents: null });
    expect(screen.getByText(SPLIT_FEE)).toBeInTheDocument();
  });

  it('answers the final consent with the submit and abort choices', async () => {
    const { onAnswer } = renderField(surveyField('final_consent'));
    await userEvent.click(screen.getByRole('button', { name: 'Exit Assessment' }));
    expect(onAnswer).toHaveBeenCalledWith({ ref: '$$ABORT$$', label: 'Exit Assessment' });
  });
});
