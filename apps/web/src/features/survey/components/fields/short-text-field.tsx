import { placeholderFor, validateSurveyName } from '@maplepack/survey-engine';
import { type FieldBodyProps } from './field-body-props';
import { TextAnswerForm } from './text-answer-form';

/** short_text (first name): placeholder 'First Name', the spec's name rules (validateSurveyName). */
export function ShortTextField(props: FieldBodyProps) {
  return (
    <TextAnswerForm
      {...props}
      initialValue={typeof props.answer === 'string' ? props.answer : ''}
      placeholder={placeholderFor(props.field)}
      validate={validateSurveyName}
      inputType="text"
      autoComplete="given-name"
    />
  );
}
