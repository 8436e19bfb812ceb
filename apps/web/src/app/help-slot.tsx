import { type HelpMessageBody } from '@maplepack/api-client';
import { type HelpCartLine } from '@maplepack/api-contract';
import { useLocation } from 'react-router-dom';
import { loadPageSchemas } from '../features/content/page-schemas-loader';
import { HelpWidget } from '../features/help/components/help-widget';
import { loadApi } from '../lib/load-api';
import { useAuthStore } from '../stores/auth-store';

// The help widget's data, each loaded when the dialog needs it: the FAQ when it opens, the cart when
// a message is sent. None of it is in the first page's code.
const loadFaq = () =>
  Promise.all([loadApi(), loadPageSchemas()]).then(
    async ([api, schemas]) => schemas.faqAcfSchema.parse((await api.pages.get('faq')).acf).questions,
  );
// The cart's live lines and their doses (soft-deleted ones are not in the pack). Read here, not by a
// helper in the cart store: that store is part of /checkout's first load, which has no byte to spare.
const readCart = (): Promise<HelpCartLine[]> =>
  import('../stores/cart-store').then(({ cartStore }) =>
    Object.entries(cartStore.getState().cart.entries)
      .filter(([, entry]) => !entry.deleted)
      .map(([id, entry]) => ({ product_id: Number(id), am_dose: entry.amQty, pm_dose: entry.pmQty })),
  );
const sendHelp = (body: HelpMessageBody) => loadApi().then((api) => api.help.send(body));

/** The help widget, with the signed-in person's name and e-mail filled in and the page they are on. */
export function HelpSlot() {
  const user = useAuthStore((state) => state.user);
  const { pathname } = useLocation();
  return (
    <HelpWidget
      loadFaq={loadFaq}
      readCart={readCart}
      send={sendHelp}
      page={pathname.slice(0, 500)}
      person={user === null ? null : { name: `${user.first_name} ${user.last_name}`, email: user.email }}
    />
  );
}
