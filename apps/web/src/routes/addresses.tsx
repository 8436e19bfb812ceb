import { type AddressResponse, type AccountAddress } from '@maplepack/api-contract';
import { destinationOf, EMPTY_ADDRESS, moneyLabel, savedAddressFields } from '@maplepack/checkout';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { ACCOUNT_WEB_MESSAGES, messageOf } from '../features/account/account-messages';
import { type AddressDraft, AddressForm } from '../features/account/components/address-form';
import { formError } from '../features/account/components/account.css';
import { RenewalPreview, type RenewalPreviewState } from '../features/account/components/renewal-preview';
import { useCustomer } from '../features/account/use-customer';
import { Page } from '../features/shell/components/page';

/** How long the shipping form waits after the last keystroke before it asks for a renewal preview. */
export const PREVIEW_DEBOUNCE_MS = 400;

function draftOf(
  address: AddressResponse,
  fallback: { first_name: string; last_name: string },
): AddressDraft {
  return {
    firstName: address.first_name || fallback.first_name,
    lastName: address.last_name || fallback.last_name,
    fields: savedAddressFields(address) ?? EMPTY_ADDRESS,
  };
}

function destinationKey(draft: AddressDraft): string | null {
  const destination = destinationOf(draft.fields);
  return destination === null ? null : `${destination.postcode}|${destination.city}`;
}

export function Component() {
  const { load, userId, replace } = useCustomer();
  const [shippingDraft, setShippingDraft] = useState<AddressDraft | null>(null);
  const [preview, setPreview] = useState<RenewalPreviewState>({ kind: 'none' });
  const saved = load.kind === 'ready' ? draftOf(load.customer.shipping, load.customer) : null;
  const savedKey = saved === null ? null : destinationKey(saved);
  const draftKey = shippingDraft === null ? null : destinationKey(shippingDraft);

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

  if (userId === null || load.kind === 'loading') return <Page title="Addresses" />;
  if (load.kind === 'failed')
    return (
      <Page title="Addresses">
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
        const totals = renewals.map((renewal) => moneyLabel(renewal.total)).join(', ');
        if (totals !== '')
          return {
            ok: true as const,
            message: `${ACCOUNT_WEB_MESSAGES.addressesSaved} Your next renewal: ${totals}.`,
          };
      }
      return { ok: true as const, message: ACCOUNT_WEB_MESSAGES.addressesSaved };
    } catch (error) {
      return { ok: false as const, message: messageOf(error) };
    }
  };

  return (
    <Page title="Addresses">
      <AddressForm
        kind="shipping"
        title="Shipping address"
        initial={draftOf(customer.shipping, customer)}
        onDraftChange={setShippingDraft}
        onSave={(address) => save('shipping', address)}
      >
        <RenewalPreview state={preview} />
      </AddressForm>
      <AddressForm
        kind="billing"
        title="Billing address"
        initial={draftOf(customer.billing, customer)}
        onSave={(address) => save('billing', address)}
      />
    </Page>
  );
}
