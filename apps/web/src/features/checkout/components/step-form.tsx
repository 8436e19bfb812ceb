import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { section } from './checkout.css';

export interface StepFormProps {
  /** The step heading's id: the form is named by it. */
  labelledBy: string;
  /** Sends checkout.continue; the machine decides whether the step is done. */
  onContinue: () => void;
  children: ReactNode;
}

/**
 * A step's form: Enter or its submit button continues, and when the machine keeps the step because a
 * field is wrong, focus goes to the first wrong field, whose message its aria-describedby reads.
 */
export function StepForm({ labelledBy, onContinue, children }: StepFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
    setSubmits((count) => count + 1);
  };
  return (
    <form ref={form} className={section} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {children}
    </form>
  );
}
