import { type Field } from '@maplepack/survey-engine';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { renderField, surveyField } from './field-test-kit';

function statement(title: string, description?: string): Field {
  return {
    id: 's',
    ref: 'info',
    title,
    type: 'statement',
    validations: { required: false },
    properties: description === undefined ? {} : { description },
  };
}

describe('FieldView', () => {
  it('moves focus to the question heading when a field shows, and again for the next field', () => {
    const { rerender } = renderField(surveyField('name'));
    expect(
      screen.getByRole('heading', { level: 1, name: "First things first, what's your first name?" }),
    ).toHaveFocus();
    rerender({ field: surveyField('email') });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Where should we send your recommendations?' }),
    ).toHaveFocus();
  });

  it('leaves focus alone when the session asks it to', () => {
    renderField(surveyField('name'), { autoFocusHeading: false });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('uses the wide layout for titles of 35 characters or more', () => {
    const { container, unmount } = renderField(statement('x'.repeat(34)));
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'standard');
    unmount();
    const wide = renderField(statement('x'.repeat(35)));
    expect(wide.container.querySelector('section')).toHaveAttribute('data-layout', 'wide');
  });

  it('judges the width on the title signed-in people see', () => {
    const short: Field = {
      ...statement('Short title'),
      auth_title: 'A much longer title for people who are signed in',
    };
    const { container } = renderField(short, { authenticated: true });
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'wide');
  });

  it('shows HTML in a description as text, never as markup', () => {
    const { container } = renderField(
      statement('Info', '<img src=x onerror="alert(1)"> [bad](javascript:alert(1))'),
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="alert(1)"> [bad](javascript:alert(1))')).toBeInTheDocument();
  });

  it('names the section after the question for screen readers', () => {
    renderField(surveyField('sex'));
    expect(screen.getByRole('region', { name: 'What sex were you assigned at birth?' })).toBeInTheDocument();
  });
});

describe('FieldView accessibility', () => {
  // One field of each type from the real content; colour contrast needs a real browser (Playwright checks it).
  const types = [...new Set(SURVEY_V1_5.fields.map((field) => field.type))];
  const samples = types.flatMap((type) => {
    const ofType = SURVEY_V1_5.fields.filter((field) => field.type === type);
    const multi = ofType.find((field) => field.properties.allow_multiple_selection === true);
    return multi !== undefined && multi !== ofType[0] ? [ofType[0], multi] : [ofType[0]];
  });

  it.each(samples.map((field) => [`${field?.type} ${field?.ref}`, field]))(
    '%s has no axe violations',
    async (_name, field) => {
      if (field === undefined) throw new Error('no sample');
      const { container } = renderField(field, {
        greetingName: 'Ann',
        answer: field.type === 'list_choice' ? [] : undefined,
      });
      if (field.type === 'list_choice') await screen.findByRole('searchbox');
      await waitFor(() => expect(container.querySelector('section')).not.toBeNull());
      const result = await axe.run(container, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(
        result.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
        ),
      ).toEqual([]);
    },
  );
});
