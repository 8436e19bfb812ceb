import { Button, buttonClass } from '@maplepack/ui';
import { Link } from '../../../../components/router-link';
import { type FieldBodyProps } from './field-body-props';
import { FieldError } from './field-error';
import { actions } from './fields.css';

/**
 * statement: an info screen or a part cover (its 'PART {n}' header is FieldView's). The button shows when the field names one: with a
 * button_route it is a link to that route (EXIT ASSESSMENT → '/'), otherwise it moves on. Screens
 * without a button move on by their timeout (the session's job).
 */
export function StatementField({ field, error, onAdvance, errorId }: FieldBodyProps) {
  const { button_text: buttonText, button_route: buttonRoute } = field.properties;
  return (
    <>
      {buttonText !== undefined && (
        <div className={actions}>
          {buttonRoute !== undefined ? (
            <Link to={buttonRoute} className={buttonClass()}>
              {buttonText}
            </Link>
          ) : (
            <Button onClick={onAdvance}>{buttonText}</Button>
          )}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </>
  );
}
