import { buttonClass, Stack } from '@maplepack/ui';
import { useAppConfig } from '../app/app-config';
import { Page } from '../components/page';
import { Link } from '../components/router-link';

/** Why someone lands here, in words they can act on. */
export const FORBIDDEN_EXPLANATION =
  'This page belongs to another account, or your account cannot open it. If you have a second account, sign in with it.';

/**
 * /forbidden: where a page sends someone who may not see it. It says why and offers what the person
 * can do next: sign in with the right account, go home, or write to us.
 */
export function Component() {
  const { links } = useAppConfig();
  return (
    <Page title="Access denied.">
      <p>{FORBIDDEN_EXPLANATION}</p>
      <p>
        If you think this is a mistake, write to us at{' '}
        <a href={`mailto:${links.contactEmail}`}>{links.contactEmail}</a> and we will help.
      </p>
      <Stack direction="row">
        <Link to="/login" className={buttonClass()}>
          Sign in with another account
        </Link>
        <Link to="/" className={buttonClass({ variant: 'secondary' })}>
          Home page
        </Link>
      </Stack>
    </Page>
  );
}
