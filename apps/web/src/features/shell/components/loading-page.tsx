import { Loader } from '@maplepack/ui';

/** Spec §2 loading page: shown while a page's code loads or the session is being restored. */
export function LoadingPage({ label }: { label?: string }) {
  return (
    <main id="main">
      <Loader label={label} />
    </main>
  );
}
