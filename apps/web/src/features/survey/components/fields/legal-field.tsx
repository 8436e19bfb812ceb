import { legalChoices } from '@maplepack/survey-engine';
import { BinaryChoice } from './binary-choice';
import { type FieldBodyProps } from './field-body-props';

/** legal: 'I accept' (true) and 'I do not accept' (false). */
export function LegalField(props: FieldBodyProps) {
  return <BinaryChoice {...props} fallback={legalChoices(props.field.ref)} />;
}
