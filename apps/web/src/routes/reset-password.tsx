import { useLingui } from '@lingui/react/macro';
import { RESET_PASS_ERROR_CODES, RESET_PASS_MESSAGES } from '@maplepack/api-contract';
import { useSearchParams } from 'react-router-dom';
import { api } from '../lib/api';
import { codeOf, knownText, messageOf } from '../features/account/account-messages';
import { type ResetOutcome, ResetPasswordForm } from '../features/account/components/reset-password-form';
import { Page } from '../components/page';

const DEAD_LINK_CODES: ReadonlySet<string> = new Set(Object.values(RESET_PASS_ERROR_CODES));

/** The e-mailed link (`?key=…&id=…`): a new password, twice. Nothing is sent until the person submits. */
export function Component() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const key = search.get('key');
  const id = search.get('id');

  const submit = async (password: string): Promise<ResetOutcome> => {
    if (key === null || id === null)
      return { ok: false, message: knownText(RESET_PASS_MESSAGES.invalidKey), deadLink: true };
    try {
      const answer = await api.resetPass.confirm({ key, id, password });
      return { ok: true, message: knownText(answer.message) };
    } catch (error) {
      const code = codeOf(error);
      return { ok: false, message: messageOf(error), deadLink: code !== null && DEAD_LINK_CODES.has(code) };
    }
  };

  return (
    <Page title={t`Reset Password`}>
      <ResetPasswordForm
        link={key === null || id === null || key === '' || id === '' ? null : { key, id }}
        invalidLinkMessage={knownText(RESET_PASS_MESSAGES.invalidKey)}
        onSubmit={submit}
      />
    </Page>
  );
}
