/** A field of the checkout forms, named `form.field` ('contact.email', 'shipping.postcode'…). */
export type FieldPath = `${'contact' | 'shipping' | 'billing'}.${string}`;

/** The message under each field that is wrong; a field without an entry is fine. */
export type FieldErrors = Readonly<Partial<Record<FieldPath, string>>>;

/** A form's check: the value the API takes, or a message per wrong field. */
export type FormResult<T, F extends string> =
  | { ok: true; value: T }
  | { ok: false; errors: Readonly<Partial<Record<F, string>>> };

/** The errors of one form under its prefix ('email' → 'contact.email'). */
export function prefixed<F extends string>(
  form: 'contact' | 'shipping' | 'billing',
  errors: Readonly<Partial<Record<F, string>>>,
): FieldErrors {
  const out: Partial<Record<FieldPath, string>> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') out[`${form}.${field}`] = message;
  }
  return out;
}
