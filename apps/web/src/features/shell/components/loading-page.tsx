import { useLingui } from '@lingui/react/macro';
import { Loader } from '@maplepack/ui';

/** Spec §2 loading page: shown while a page's code loads or the session is being restored. */
export function LoadingPage({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <main id="main">
      <Loader label={label ?? t`Please wait...`} />
    </main>
  );
}
