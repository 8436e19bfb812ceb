import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_MARKETING, ACCOUNT_MESSAGES } from '@maplepack/api-contract';
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { ACCOUNT_WEB_MESSAGES, knownText, messageOf } from '../features/account/account-messages';
import {
  AccountDetails,
  type AccountDetailsActions,
  type MarketingState,
} from '../features/account/components/account-details';
import { formError } from '../features/account/components/account.css';
import {
  PrivacySection,
  type DeletionState,
  type PrivacyActions,
} from '../features/account/components/privacy-section';
import { fallbackExportName, saveJsonFile } from '../features/account/save-json-file';
import { useCustomer } from '../features/account/use-customer';
import { useAuthStore } from '../stores/auth-store';
import { useLocaleStore } from '../stores/locale-store';
import { Page } from '../components/page';

export function Component() {
  const { t } = useLingui();
  const language = useLocaleStore((state) => state.locale);
  const { load, userId, replace } = useCustomer();
  const email = load.kind === 'ready' ? load.customer.email : null;
  const [marketing, setMarketing] = useState<MarketingState>({ kind: 'loading' });
  const [memberId, setMemberId] = useState<string | null>(null);
  const [deletion, setDeletion] = useState<DeletionState>({ kind: 'loading' });

  // The mailing list's member of the account e-mail; a failed read leaves the switch unknown.
  useEffect(() => {
    if (email === null) return undefined;
    let live = true;
    api.mailingList.search(email).then(
      (found) => {
        if (!live) return;
        const member = found.exact_matches.members[0];
        setMemberId(member?.id ?? null);
        setMarketing({ kind: 'known', subscribed: member?.status === 'subscribed' });
      },
      () => live && setMarketing({ kind: 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [email]);

  // The account's deletion request (issue 18); a failed read says so in its section.
  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    api.privacy.deletionRequest().then(
      (state) => live && setDeletion({ kind: 'known', request: state.request }),
      () => live && setDeletion({ kind: 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (userId === null || load.kind === 'loading') return <Page title={t`Account Details`} />;
  if (load.kind === 'failed')
    return (
      <Page title={t`Account Details`}>
        <p role="alert" className={formError}>
          {load.message}
        </p>
      </Page>
    );

  const customer = load.customer;
  // The consent as the page shows it; this exact text is recorded with it (English: the contract's).
  const consentText =
    language === 'fr'
      ? t`Yes, send me Maplepack news and offers by e-mail. I can unsubscribe at any time from any e-mail or my account.`
      : ACCOUNT_MARKETING.consentText;
  const actions: AccountDetailsActions = {
    async saveNames(names) {
      try {
        const saved = await api.customers.update(userId, names);
        replace(saved);
        const user = useAuthStore.getState().user;
        if (user !== null)
          useAuthStore
            .getState()
            .setUser({ ...user, first_name: saved.first_name, last_name: saved.last_name });
        return { ok: true, message: ACCOUNT_WEB_MESSAGES.namesSaved };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
    async changeEmail(change) {
      try {
        const saved = await api.customers.update(userId, change);
        replace(saved);
        const user = useAuthStore.getState().user;
        if (user !== null) useAuthStore.getState().setUser({ ...user, email: saved.email });
        return { ok: true, message: ACCOUNT_WEB_MESSAGES.emailSaved };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
    async changePassword(change) {
      try {
        const answer = await api.account.changePassword(userId, change);
        return { ok: true, message: knownText(answer.message || ACCOUNT_MESSAGES.passwordChanged) };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
    async setMarketing(subscribed) {
      try {
        if (subscribed) {
          const member = await api.mailingList.subscribe({
            email: customer.email,
            consent: { given: true, text: consentText, source: ACCOUNT_MARKETING.source },
          });
          setMemberId(member.id);
          return { ok: true, message: ACCOUNT_WEB_MESSAGES.marketingOn };
        }
        if (memberId !== null) await api.mailingList.update(memberId, { status: 'unsubscribed' });
        return { ok: true, message: ACCOUNT_WEB_MESSAGES.marketingOff };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
    // Only this form changes the e-mails' language: the site's language switch leaves it as it is.
    async setLanguage(language) {
      try {
        replace(await api.customers.update(userId, { language }));
        return {
          ok: true,
          message:
            language === 'fr'
              ? t`Your e-mails will now be in French.`
              : t`Your e-mails will now be in English.`,
        };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
  };

  const privacy: PrivacyActions = {
    async downloadData() {
      try {
        const { data, fileName } = await api.privacy.dataExport();
        saveJsonFile(data, fileName ?? fallbackExportName(new Date()));
        return { ok: true, message: t`Your data file has been downloaded.` };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
    async requestDeletion(password) {
      try {
        const state = await api.privacy.requestDeletion({ password });
        return {
          ok: true,
          request: state.request,
          message: t`We have received your request to delete your account. We sent you a confirmation by e-mail.`,
        };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
    async withdrawDeletion() {
      try {
        const state = await api.privacy.withdrawDeletion();
        return { ok: true, request: state.request, message: t`Your deletion request has been withdrawn.` };
      } catch (error) {
        return { ok: false, message: messageOf(error) };
      }
    },
  };

  return (
    <Page title={t`Account Details`}>
      <AccountDetails customer={customer} marketing={marketing} consentText={consentText} actions={actions} />
      <PrivacySection deletion={deletion} actions={privacy} />
    </Page>
  );
}
