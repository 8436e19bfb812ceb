import { placeholderFor, validateEmail } from '@maplepack/survey-engine';
import { type FieldBodyProps } from './field-body-props';
import { TextAnswerForm } from './text-answer-form';

/** email: the field's placeholder (an example address: the spec's '{email}' is a slot, not text), validateEmail's 'Please enter a valid email.'. */
export function EmailField(props: FieldBodyProps) {
  return (
    <TextAnswerForm
      {...props}
      initialValue={typeof props.answer === 'string' ? props.answer : ''}
      placeholder={placeholderFor(props.field)}
      validate={validateEmail}
      inputType="email"
      autoComplete="email"
    />
  );
}
