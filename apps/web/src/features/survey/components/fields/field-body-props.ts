import { type FieldViewProps } from './field-props';

/** What FieldView hands each field body: the session's props plus the ids that tie inputs to the question. */
export interface FieldBodyProps extends FieldViewProps {
  /** Id of the question heading: the accessible name of inputs and groups. */
  headingId: string;
  /** Id of the description, when there is one. */
  descriptionId: string | undefined;
  /** Id for the body's validation message. */
  errorId: string;
  /** The concern question reports its live count of concerns still to cover (it is in the title). */
  onRemainingConcernsChange?: (count: number) => void;
}
