import { error as errorClass } from './fields.css';

/** A validation or refusal message under the field, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  // The live region stays in the page so that a new message is announced, not only a new node.
  return (
    <div role="alert" id={id}>
      {message !== null && message !== '' && <p className={errorClass}>{message}</p>}
    </div>
  );
}

/** aria-describedby from the ids that are present. */
export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length === 0 ? undefined : present.join(' ');
}
