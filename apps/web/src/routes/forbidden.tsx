import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass, Stack } from '@maplepack/ui';
import { useAppConfig } from '../app/app-config';
import { Page } from '../components/page';
import { Link } from '../components/router-link';

/**
 * /forbidden: where a page sends someone who may not see it. It says why and offers what the person
 * can do next: sign in with the right account, go home, or write to us.
 */
export function Component() {
  const { links } = useAppConfig();
  const { t } = useLingui();
  const email = links.contactEmail;
  return (
    <Page title={t`Access denied.`}>
      {/* Why someone lands here, in words they can act on. */}
      <p>
        {t`This page belongs to another account, or your account cannot open it. If you have a second account, sign in with it.`}
      </p>
      <p>
        <Trans>
          If you think this is a mistake, write to us at <a href={`mailto:${email}`}>{email}</a> and we will
          help.
        </Trans>
      </p>
      <Stack direction="row">
        <Link to="/login" className={buttonClass()}>
          {t`Sign in with another account`}
        </Link>
        <Link to="/" className={buttonClass({ variant: 'secondary' })}>
          {t`Home page`}
        </Link>
      </Stack>
    </Page>
  );
}
