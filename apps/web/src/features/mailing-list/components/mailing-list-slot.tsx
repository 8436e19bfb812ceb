import { type NewsletterBody } from '@maplepack/api-client';
import { type NewsletterResponse } from '@maplepack/api-contract';
import { Suspense } from 'react';
import { useMailingListOffer } from '../mailing-list-offer';
import { withCatalogue } from '../../../lib/i18n/i18n';
import { preloadable } from '../../../lib/preloadable';

// The form and its rules load when the modal first opens, not with the first page.
const MailingListModal = preloadable('mailing-list-slot/MailingListModal', () =>
  withCatalogue(import('./mailing-list-modal')).then((module) => ({ default: module.MailingListModal })),
);

export interface MailingListSlotProps {
  /** The ui store's modal flag ('Join our Mailing List' in the footer sets it too). */
  open: boolean;
  /** Must be stable (a store action): the offer timer restarts when it changes. */
  onOpen: () => void;
  onClose: () => void;
  subscribe: (body: NewsletterBody) => Promise<NewsletterResponse>;
  /** Whether the offer may open by itself (default yes; not on the mailing-list link pages). */
  offer?: boolean;
}

/** The layout's mailing-list slot: opens the modal once per visitor after 3000 ms, or on demand. */
export function MailingListSlot({ open, onOpen, onClose, subscribe, offer = true }: MailingListSlotProps) {
  useMailingListOffer(onOpen, undefined, offer);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MailingListModal open onClose={onClose} subscribe={subscribe} />
    </Suspense>
  );
}
