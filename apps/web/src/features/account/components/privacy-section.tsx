import { useLingui } from '@lingui/react/macro';
import { type PrivacyRequest } from '@maplepack/api-contract';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useState } from 'react';
import { LANGUAGE_TAGS } from '../../../lib/i18n/locale';
import { useLocaleStore } from '../../../stores/locale-store';
import { formError, formStatus, form, section, sectionHeading } from './account.css';
import { actions as actionRow, dangerZone, list } from './privacy-section.css';
import { field, type SaveOutcome } from './section-form';

/** The account's deletion request as the page knows it. */
export type DeletionState =
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'known'; request: PrivacyRequest | null };

export type DeletionOutcome =
  | { ok: true; message: string; request: PrivacyRequest | null }
  | { ok: false; message: string };

export interface PrivacyActions {
  /** Downloads the JSON file of everything held about the customer. */
  downloadData: () => Promise<SaveOutcome>;
  requestDeletion: (password: string) => Promise<DeletionOutcome>;
  withdrawDeletion: () => Promise<DeletionOutcome>;
}

/**
 * /account-details, "Your data" and "Delete your account" (issue 18; Law 25, PIPEDA): the download,
 * then, set apart, what deletion erases and what the law keeps, a confirmation with the password,
 * and the request's state with its withdrawal while it is pending.
 */
export function PrivacySection({ deletion, actions }: { deletion: DeletionState; actions: PrivacyActions }) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState<SaveOutcome | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloaded(null);
    setDownloaded(await actions.downloadData());
    setDownloading(false);
  };

  return (
    <>
      <section className={section} aria-labelledby="your-data-heading">
        <h2 id="your-data-heading" className={sectionHeading}>
          {t`Your data`}
        </h2>
        <p>
          {t`Download a file (JSON) of everything Maplepack holds about you: your profile, addresses, orders, subscriptions, health assessment answers, e-mail preferences and the e-mails we sent you.`}
        </p>
        <div>
          <Button
            type="button"
            variant="secondary"
            loading={downloading}
            loadingLabel={t`Please wait...`}
            onClick={() => void download()}
          >
            {t`Download my data`}
          </Button>
        </div>
        {downloaded !== null && (
          <p role={downloaded.ok ? 'status' : 'alert'} className={downloaded.ok ? formStatus : formError}>
            {downloaded.message}
          </p>
        )}
      </section>
      <DeleteAccount deletion={deletion} actions={actions} />
    </>
  );
}

function DeleteAccount({ deletion, actions }: { deletion: DeletionState; actions: PrivacyActions }) {
  const { t } = useLingui();
  const language = useLocaleStore((state) => state.locale);
  const [request, setRequest] = useState<PrivacyRequest | null | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<DeletionOutcome | null>(null);
  const current = request !== undefined ? request : deletion.kind === 'known' ? deletion.request : null;

  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
      dateStyle: 'long',
      timeZone: 'America/Toronto',
    }).format(new Date(iso));

  const settle = (result: DeletionOutcome) => {
    setOutcome(result);
    if (result.ok) {
      setRequest(result.request);
      setConfirming(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = field(new FormData(event.currentTarget), 'deletion_password');
    if (password === '') {
      setOutcome({ ok: false, message: t`Please enter your password.` });
      return;
    }
    setPending(true);
    setOutcome(null);
    settle(await actions.requestDeletion(password));
    setPending(false);
  };

  const withdraw = async () => {
    setPending(true);
    setOutcome(null);
    settle(await actions.withdrawDeletion());
    setPending(false);
  };

  const requestedOn = current === null ? '' : dateOf(current.created_at);
  return (
    <section className={`${section} ${dangerZone}`} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className={sectionHeading}>
        {t`Delete your account`}
      </h2>
      <p>{t`If you ask us to delete your account, our team erases, usually within 30 days:`}</p>
      <ul className={list}>
        <li>{t`your name, e-mail address, password and addresses;`}</li>
        <li>{t`your health assessment answers and recommendations;`}</li>
        <li>{t`your saved cards, your subscriptions and their history;`}</li>
        <li>{t`your mailing-list membership and the e-mails we keep copies of.`}</li>
      </ul>
      <p>
        {t`The law requires us to keep your orders and their tax records (order numbers, dates, products, amounts, taxes and the province) for six years, for the Canada Revenue Agency and Revenu Québec. Your name and street address are removed from them. After that you can no longer sign in; you may open a new account with the same e-mail address.`}
      </p>
      <p>{t`Please cancel any subscription that still renews first.`}</p>

      {deletion.kind === 'loading' && <p>{t`Loading your deletion request…`}</p>}
      {deletion.kind === 'unknown' && request === undefined && (
        // Not an alert: the rest of the page works, and the section still offers the request.
        <p>{t`We could not read the state of your deletion request. Please reload the page.`}</p>
      )}

      {current?.state === 'pending' && (
        <>
          <p role="status">
            {t`You asked us to delete your account on ${requestedOn}. The request is pending; you can withdraw it until it is done.`}
          </p>
          <div className={actionRow}>
            <Button
              type="button"
              variant="secondary"
              loading={pending}
              loadingLabel={t`Please wait...`}
              onClick={() => void withdraw()}
            >
              {t`Withdraw my deletion request`}
            </Button>
          </div>
        </>
      )}
      {current?.state === 'completed' && (
        <p role="status">{t`Your account was deleted on ${requestedOn}.`}</p>
      )}

      {deletion.kind !== 'loading' && current === null && !confirming && (
        <div className={actionRow}>
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            {t`Ask to delete my account`}
          </Button>
        </div>
      )}
      {current === null && confirming && (
        <form
          className={form}
          onSubmit={(event) => void confirm(event)}
          aria-label={t`Confirm the deletion`}
          noValidate
        >
          <TextField
            label={t`Your password`}
            name="deletion_password"
            type="password"
            autoComplete="current-password"
            hint={t`To confirm it is you, enter your password.`}
            required
          />
          <div className={actionRow}>
            <Button type="submit" variant="danger" loading={pending} loadingLabel={t`Please wait...`}>
              {t`Confirm the deletion request`}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setConfirming(false);
                setOutcome(null);
              }}
            >
              {t`Cancel`}
            </Button>
          </div>
        </form>
      )}

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
    </section>
  );
}
