// Test helpers for the field components (imported by their tests only).
import { type Field } from '@maplepack/survey-engine';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type FieldViewProps } from './field-props';
import { FieldView } from './field-view';

/** A field of the real survey v1.5 content. */
export function surveyField(ref: string): Field {
  const field = SURVEY_V1_5.fields.find((candidate) => candidate.ref === ref);
  if (field === undefined) throw new Error(`No field ${ref} in survey v1.5`);
  return field;
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders FieldView in a router with the session's callbacks as mocks; `location` shows the current URL. */
export function renderField(field: Field, overrides: Partial<FieldViewProps> = {}) {
  const onAnswer = jest.fn();
  const onAdvance = jest.fn();
  const props: FieldViewProps = {
    field,
    authenticated: false,
    answer: undefined,
    visited: [],
    isLastQuestion: false,
    greetingName: null,
    error: null,
    splitPackPriceCents: null,
    onAnswer,
    onAdvance,
    ...overrides,
  };
  const view = render(
    <MemoryRouter initialEntries={['/health-assessment']}>
      <Routes>
        <Route path="*" element={<FieldView {...props} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  const rerender = (next: Partial<FieldViewProps>) =>
    view.rerender(
      <MemoryRouter initialEntries={['/health-assessment']}>
        <Routes>
          <Route path="*" element={<FieldView {...props} {...next} />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
  return { ...view, onAnswer, onAdvance, rerender };
}
