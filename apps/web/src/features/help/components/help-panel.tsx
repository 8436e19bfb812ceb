import { useLingui } from '../../../lib/i18n/react';
import { isApiError, type HelpMessageBody } from '@maplepack/api-client';
import { type HelpMessageResponse, type HelpCartLine } from '@maplepack/api-contract';
import { Button, Checkbox, Modal, Stack, TextField } from '@maplepack/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Disclosure } from '../../../components/disclosure';
import { searchFaq, type FaqEntry } from '../faq-search';
import { helpFormErrors, type HelpFormErrors } from '../help-form-rules';
import { helpText } from '../help-text';
import { fieldError, fieldLabel, note, results, textarea } from './help-panel.css';

export interface HelpPanelProps {
  onClose: () => void;
  /** The FAQ page's questions (GET /pages/faq through the app). */
  loadFaq: () => Promise<readonly FaqEntry[]>;
  /** The cart's products and doses, read when the message is sent. */
  readCart: () => Promise<HelpCartLine[]>;
  /** POST /api/v1/help/messages through the api client. */
  send: (body: HelpMessageBody) => Promise<HelpMessageResponse>;
  /** The page the person is on, sent with the message. */
  page: string;
  /** A signed-in customer's name and e-mail, to fill the form. */
  person: { name: string; email: string } | null;
}

type Faq = { kind: 'loading' } | { kind: 'ready'; entries: readonly FaqEntry[] } | { kind: 'failed' };
type Outcome = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; message: string };

/**
 * The help widget's dialog (spec §2's chat widget, without a third party): search the FAQ's answers,
 * then write to the shop. Failed sends keep every word typed and say why.
 */
export function HelpPanel({ onClose, loadFaq, readCart, send, page, person }: HelpPanelProps) {
  const [faq, setFaq] = useState<Faq>({ kind: 'loading' });
  const [query, setQuery] = useState('');
  const [name, setName] = useState(person?.name ?? '');
  const [email, setEmail] = useState(person?.email ?? '');
  const [message, setMessage] = useState('');
  const [attachCart, setAttachCart] = useState(true);
  const [errors, setErrors] = useState<HelpFormErrors & { form?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const messageId = useId();
  const sentRef = useRef<HTMLParagraphElement>(null);
  useLingui();
  const text = helpText();

  // The form and its focused button make way for the thank-you: focus goes to it, so it is read out
  // and the dialog keeps the focus (Escape and Tab still work inside it).
  useEffect(() => {
    if (outcome.kind === 'sent') sentRef.current?.focus();
  }, [outcome.kind]);

  useEffect(() => {
    let live = true;
    loadFaq().then(
      (entries) => live && setFaq({ kind: 'ready', entries }),
      () => live && setFaq({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadFaq]);

  const found = useMemo(() => (faq.kind === 'ready' ? searchFaq(faq.entries, query) : []), [faq, query]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors = helpFormErrors({ name, email, message });
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setOutcome({ kind: 'sending' });
    try {
      const cart = attachCart ? await readCart() : undefined;
      const sent = await send({
        name: name.trim(),
        email: email.trim(),
        message: message.trim(),
        page,
        ...(cart === undefined ? {} : { cart }),
      });
      setOutcome({ kind: 'sent', message: sent.message });
    } catch (error) {
      setErrors({ form: isApiError(error) ? error.message : text.failed });
      setOutcome({ kind: 'editing' });
    }
  };

  return (
    <Modal open onClose={onClose} title={text.title} closeLabel={text.close}>
      <Stack gap="md">
        <TextField
          label={text.searchLabel}
          hint={text.searchHint}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-autofocus
        />
        <section aria-live="polite" aria-label={text.popular}>
          {faq.kind === 'loading' ? null : faq.kind === 'failed' ? (
            <p className={note}>{text.faqUnavailable}</p>
          ) : found.length === 0 ? (
            <p className={note}>{text.noAnswer}</p>
          ) : (
            <ul className={results}>
              {found.map((entry) => (
                <li key={entry.question}>
                  <Disclosure question={entry.question} level={3} size="compact">
                    {entry.answer.split(/\n\s*\n/).map((paragraph, index) => (
                      <p key={index}>{paragraph.trim()}</p>
                    ))}
                  </Disclosure>
                </li>
              ))}
            </ul>
          )}
        </section>
        <h3 style={{ margin: 0 }}>{text.writeHeading}</h3>
        {outcome.kind === 'sent' ? (
          <p role="status" tabIndex={-1} ref={sentRef}>
            {outcome.message}
          </p>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="sm">
              <TextField
                label={text.name}
                autoComplete="name"
                value={name}
                error={errors.name}
                onChange={(event) => setName(event.target.value)}
              />
              <TextField
                label={text.email}
                type="email"
                autoComplete="email"
                value={email}
                error={errors.email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <div>
                <label className={fieldLabel} htmlFor={messageId}>
                  {text.message}
                </label>
                <textarea
                  id={messageId}
                  className={textarea}
                  value={message}
                  maxLength={4000}
                  aria-invalid={errors.message === undefined ? undefined : true}
                  aria-describedby={errors.message === undefined ? undefined : `${messageId}-error`}
                  onChange={(event) => setMessage(event.target.value)}
                />
                {errors.message === undefined ? null : (
                  <p id={`${messageId}-error`} className={fieldError}>
                    {errors.message}
                  </p>
                )}
              </div>
              <Checkbox
                label={text.attachCart}
                checked={attachCart}
                onChange={(event) => setAttachCart(event.target.checked)}
              />
              <p className={note}>{text.attached}</p>
              {errors.form === undefined ? null : (
                <p role="alert" className={fieldError}>
                  {errors.form}
                </p>
              )}
              <Button type="submit" disabled={outcome.kind === 'sending'}>
                {outcome.kind === 'sending' ? text.sending : text.send}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
