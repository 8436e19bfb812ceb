import { type Field } from '@maplepack/survey-engine';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderField, surveyField } from './field-test-kit';

const notice: Field = {
  id: 'n1',
  ref: 'hormones_sex_notice',
  title: 'We need to know your sex',
  type: 'statement',
  timeout: -1,
  validations: { required: false },
  properties: {
    description: 'Talk to [our advisory board](/team?to=advisory-board).',
    button_text: 'EXIT ASSESSMENT',
    button_route: '/',
  },
};

describe('StatementField', () => {
  it('moves on with its button', async () => {
    const { onAdvance } = renderField(surveyField('intro'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('tells a returning signed-in person that accepting overwrites their subscription', () => {
    renderField(surveyField('intro'), { authenticated: true });
    expect(screen.getByText(/will overwrite your existing subscription/)).toBeInTheDocument();
    expect(screen.getByText(/please log out first/)).toBeInTheDocument();
  });

  it('makes a button with a route a link to that route', async () => {
    const { onAdvance } = renderField(notice);
    await userEvent.click(screen.getByRole('link', { name: 'EXIT ASSESSMENT' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('links the advisory board from its description', () => {
    renderField(notice);
    expect(screen.getByRole('link', { name: 'our advisory board' })).toHaveAttribute(
      'href',
      '/team?to=advisory-board',
    );
  });

  it("shows a part cover's 'PART {n}' and colour line, with no button", () => {
    const { container } = renderField(surveyField('part_3'));
    expect(screen.getByText('PART 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Health Concerns');
    expect(container.querySelector('hr')).toHaveStyle({ background: '#f7c9a9' });
    expect(container.querySelector('section')?.getAttribute('style')).toContain('/images/survey/part-3.svg');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uses the default part colour when the part names none', () => {
    const cover = surveyField('part_1');
    const part = cover.properties.part;
    if (part === undefined) throw new Error('part_1 is a part cover');
    const { container } = renderField({
      ...cover,
      properties: { ...cover.properties, part: { number: part.number, title: part.title } },
    });
    expect(container.querySelector('hr')).toHaveStyle({ background: '#ebef81' });
  });
});
