import { useLingui } from '@lingui/react/macro';
import { api } from '../lib/api';
import { knownText, messageOf } from '../features/account/account-messages';
import { type FormOutcome, ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { Page } from '../components/page';

/** The e-mail that asks for a reset link; /reset-password offers it again for a dead link. */
export function Component() {
  const { t } = useLingui();
  const submit = async (email: string): Promise<FormOutcome> => {
    try {
      const answer = await api.resetPass.request(email);
      return { ok: true, message: knownText(answer.message) };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  };
  return (
    <Page title={t`Forgot Password`}>
      <ForgotPasswordForm onSubmit={submit} />
    </Page>
  );
}
