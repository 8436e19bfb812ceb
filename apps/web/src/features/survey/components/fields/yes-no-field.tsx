import { yesNoChoices } from '@maplepack/survey-engine';
import { BinaryChoice } from './binary-choice';
import { type FieldBodyProps } from './field-body-props';

/** yes_no: Yes (true) and No (false). */
export function YesNoField(props: FieldBodyProps) {
  return <BinaryChoice {...props} fallback={yesNoChoices(props.field.ref)} />;
}
