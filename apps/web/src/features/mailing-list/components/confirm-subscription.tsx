import { type MailingConfirmResponse } from '@maplepack/api-contract';
import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@maplepack/ui';
import { useLinkAction } from '../use-link-action';

export interface ConfirmSubscriptionProps {
  /** The `token` of the link in the confirmation e-mail; null when the link had none. */
  token: string | null;
  /** POST /api/v1/mailchimp/confirm through the api client. */
  confirm: (token: string) => Promise<MailingConfirmResponse>;
}

/** The confirmation e-mail's page: the subscription starts when the person presses the button. */
export function ConfirmSubscription({ token, confirm }: ConfirmSubscriptionProps) {
  const { state, run } = useLinkAction(token, confirm);
  if (state.kind === 'done') {
    const email = state.result.email_address;
    return (
      <Stack gap="sm" role="status">
        <p>
          <Trans>
            Thank you: <strong>{email}</strong> is now on the Maplepack mailing list.
          </Trans>
        </p>
        <p>
          <Trans>If you signed up for 10% off, your code is on its way in our welcome e-mail.</Trans>
        </p>
      </Stack>
    );
  }
  if (state.kind === 'settled') return <p role="status">{state.message}</p>;
  if (state.kind === 'failed' && token === null) return <p role="alert">{state.message}</p>;
  return (
    <Stack gap="sm">
      <p>
        <Trans>
          Press the button to confirm that you want Maplepack's e-mails with news, tips and offers.
        </Trans>
      </p>
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      <div>
        <Button type="button" loading={state.kind === 'sending'} onClick={() => void run()}>
          <Trans>Confirm my subscription</Trans>
        </Button>
      </div>
    </Stack>
  );
}
