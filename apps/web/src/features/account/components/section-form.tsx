import { useLingui } from '@lingui/react/macro';
import { Button } from '@maplepack/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { form, formError, formStatus, section, sectionHeading } from './account.css';

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface SectionFormProps {
  title: string;
  submitLabel: string;
  /** Reads the form's fields and saves them; the outcome's message is shown under the form. */
  onSubmit: (data: FormData, form: HTMLFormElement) => Promise<SaveOutcome>;
  children: ReactNode;
}

/**
 * One titled form of an account page: its fields are uncontrolled, so a refused value stays as the
 * person typed it; the outcome is an alert or a status line under the fields.
 */
export function SectionForm({ title, submitLabel, onSubmit, children }: SectionFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    setPending(true);
    setOutcome(null);
    const result = await onSubmit(new FormData(target), target);
    setPending(false);
    setOutcome(result);
  };

  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeading}>
        {title}
      </h2>
      <form className={form} onSubmit={(event) => void submit(event)} aria-labelledby={headingId} noValidate>
        {children}
        {outcome !== null && !outcome.ok && (
          <p role="alert" className={formError}>
            {outcome.message}
          </p>
        )}
        {outcome !== null && outcome.ok && (
          <p role="status" className={formStatus}>
            {outcome.message}
          </p>
        )}
        <Button type="submit" loading={pending} loadingLabel={t`Please wait...`}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}

/** A field of the form data as text ('' when absent). */
export function field(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
