import { useLingui } from '@lingui/react/macro';
import { type AccountAddress } from '@maplepack/api-contract';
import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import { amountText } from '../lib/i18n/amount-text';
import { ACCOUNT_WEB_MESSAGES, messageOf } from '../features/account/account-messages';
import { type AddressDraft, destinationKeyOf, draftOfSaved } from '../features/account/address-rules';
import { AddressForm } from '../features/account/components/address-form';
import { formError } from '../features/account/components/account.css';
import { RenewalPreview, type RenewalPreviewState } from '../features/account/components/renewal-preview';
import { useCustomer } from '../features/account/use-customer';
import { Page } from '../components/page';

/** How long the shipping form waits after the last keystroke before it asks for a renewal preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

export function Component() {
  const { t } = useLingui();
  const { load, userId, replace } = useCustomer();
  const [shippingDraft, setShippingDraft] = useState<AddressDraft | null>(null);
  const [preview, setPreview] = useState<RenewalPreviewState>({ kind: 'none' });
  const saved = load.kind === 'ready' ? draftOfSaved(load.customer.shipping, load.customer) : null;
  const savedKey = saved === null ? null : destinationKeyOf(saved);
  const draftKey = shippingDraft === null ? null : destinationKeyOf(shippingDraft);

  // A new destination re-prices each plan's renewal; nothing is saved until the person saves.
  useEffect(() => {
    if (userId === null || draftKey === null || draftKey === savedKey) {
      setPreview({ kind: 'none' });
      return undefined;
    }
    const [postcode = '', city = ''] = draftKey.split('|');
    let live = true;
    const timer = setTimeout(() => {
      setPreview({ kind: 'loading' });
      api.account.previewAddresses(userId, { shipping: { postcode, city } }).then(
        (answer) => live && setPreview({ kind: 'ready', province: answer.province, plans: answer.plans }),
        (error: unknown) => live && setPreview({ kind: 'failed', message: messageOf(error) }),
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [userId, draftKey, savedKey]);

  if (userId === null || load.kind === 'loading') return <Page title={t`Addresses`} />;
  if (load.kind === 'failed')
    return (
      <Page title={t`Addresses`}>
        <p role="alert" className={formError}>
          {load.message}
        </p>
      </Page>
    );

  const customer = load.customer;
  const save = async (kind: 'shipping' | 'billing', address: AccountAddress) => {
    try {
      const answer = await api.account.saveAddresses(userId, { [kind]: address });
      replace(answer.customer);
      if (kind === 'shipping') {
        setShippingDraft(null);
        const renewals = answer.plans.flatMap((plan) => (plan.renewal === null ? [] : [plan.renewal]));
        const totals = renewals.map((renewal) => amountText(renewal.total)).join(', ');
        if (totals !== '') {
          const saved = ACCOUNT_WEB_MESSAGES.addressesSaved;
          return { ok: true as const, message: t`${saved} Your next renewal: ${totals}.` };
        }
      }
      return { ok: true as const, message: ACCOUNT_WEB_MESSAGES.addressesSaved };
    } catch (error) {
      return { ok: false as const, message: messageOf(error) };
    }
  };

  return (
    <Page title={t`Addresses`}>
      <AddressForm
        kind="shipping"
        title={t`Shipping address`}
        initial={draftOfSaved(customer.shipping, customer)}
        onDraftChange={setShippingDraft}
        onSave={(address) => save('shipping', address)}
      >
        <RenewalPreview state={preview} />
      </AddressForm>
      <AddressForm
        kind="billing"
        title={t`Billing address`}
        initial={draftOfSaved(customer.billing, customer)}
        onSave={(address) => save('billing', address)}
      />
    </Page>
  );
}
