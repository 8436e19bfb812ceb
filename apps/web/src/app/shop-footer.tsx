import { type SiteLinks } from '../config/env';
import { useFooterContent } from '../features/content/use-footer-content';
import { SiteFooter } from '../features/shell/components/site-footer';
import { MAILING_LIST_MODAL, useUiStore } from '../stores/ui-store';

/**
 * The footer with its content page (disclaimer and copyright). It sits below the first screen, so
 * it loads in its own chunk after the first paint, and fetches its content page from there.
 */
export function ShopFooter({ links }: { links: SiteLinks }) {
  useFooterContent();
  const content = useUiStore((state) => state.footer);
  const openModal = useUiStore((state) => state.openModal);
  return (
    <SiteFooter links={links} content={content} onJoinMailingList={() => openModal(MAILING_LIST_MODAL)} />
  );
}
