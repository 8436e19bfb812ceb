import { type Answer } from './answers';
import { type Field } from './definition';
import { type SessionContext } from './session';

/**
 * The answer a signed-in person's account already gives for `field`, if any. Only the stable refs
 * of CONTRACTS §2 are filled (name, email, birthday): the survey skips those questions.
 */
export function prefilledAnswer(field: Field, context: SessionContext): Answer | undefined {
  if (!context.authenticated || context.account === undefined) return undefined;
  const { firstName, email, birthday } = context.account;
  if (field.ref === 'name' && field.type === 'short_text' && nonEmpty(firstName)) return firstName;
  if (field.ref === 'email' && field.type === 'email' && nonEmpty(email)) return email;
  if (field.ref === 'birthday' && field.type === 'date' && nonEmpty(birthday)) return birthday;
  return undefined;
}

function nonEmpty(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}
