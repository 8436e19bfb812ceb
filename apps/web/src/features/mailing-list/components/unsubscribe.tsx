import { type MailingUnsubscribeResponse } from '@maplepack/api-contract';
import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@maplepack/ui';
import { useLinkAction } from '../use-link-action';

export interface UnsubscribeProps {
  /** The `token` of the unsubscribe link in a mailing e-mail; null when the link had none. */
  token: string | null;
  /** POST /api/v1/mailchimp/unsubscribe through the api client. */
  unsubscribe: (token: string) => Promise<MailingUnsubscribeResponse>;
}

/** The unsubscribe link's page: the person leaves the list when they press the button. */
export function Unsubscribe({ token, unsubscribe }: UnsubscribeProps) {
  const { state, run } = useLinkAction(token, unsubscribe);
  if (state.kind === 'done') {
    return (
      <p role="status">
        <Trans>You are unsubscribed: Maplepack will send you no more mailing-list e-mails.</Trans>
      </p>
    );
  }
  if (state.kind === 'failed' && token === null) return <p role="alert">{state.message}</p>;
  return (
    <Stack gap="sm">
      <p>
        <Trans>Press the button to stop all mailing-list e-mails from Maplepack.</Trans>
      </p>
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      <div>
        <Button type="button" loading={state.kind === 'sending'} onClick={() => void run()}>
          <Trans>Unsubscribe</Trans>
        </Button>
      </div>
    </Stack>
  );
}
