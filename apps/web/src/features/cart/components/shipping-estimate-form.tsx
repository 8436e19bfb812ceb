import { useLingui } from '@lingui/react/macro';
import { type TempAddress } from '@maplepack/cart';
import { type ProvinceCode } from '@maplepack/pricing';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type StoreApi, useStore } from 'zustand';
import { cartMessageText, provinceText } from '../cart-text';
import { postalProvince, savedProvince } from '../shipping-estimate';
import { type ShippingEstimateState } from '../stores/shipping-estimate-store';
import {
  estimate,
  estimateHeading,
  feedbackError,
  muted,
  section,
  select,
  selectField,
  selectLabel,
} from './cart.css';

export interface ShippingEstimateFormProps {
  store: StoreApi<ShippingEstimateState>;
  /** The cart's saved tempAddress: the form starts from it. */
  saved: TempAddress;
}

/**
 * 'Estimate shipping and taxes' beside the totals: postal code and city, the province from the
 * postal code (a choice where its first letter is shared). What is typed is kept through errors and
 * Change; validation, the rate call and the totals live in the store and the pricing lib.
 */
export function ShippingEstimateForm({ store, saved }: ShippingEstimateFormProps) {
  const { t } = useLingui();
  const { estimate: current, editing, estimating, fieldErrors, failure, submit, change } = useStore(store);
  const [postal, setPostal] = useState(saved.postal);
  const [city, setCity] = useState(saved.city);
  const [province, setProvince] = useState<ProvinceCode | null>(savedProvince(saved.province));
  const postalRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Keyboard users keep their place: Change moves focus into the form, an estimate onto Change.
  useEffect(() => {
    if (!asked.current) return;
    if (editing) postalRef.current?.focus();
    else changeRef.current?.focus();
  }, [editing]);

  const place = postalProvince(postal);
  const knownProvince = place.kind === 'known' ? provinceText(place.province) : '';
  const headingId = 'cart-estimate-heading';

  if (!editing && current !== null) {
    const { address } = current;
    const city = address.city;
    const province = provinceText(address.province);
    const postalCode = address.postal;
    return (
      <section className={estimate} aria-labelledby={headingId}>
        <h2 id={headingId} className={estimateHeading}>
          {t`Estimate shipping and taxes`}
        </h2>
        <p role="status" className={muted}>
          {t`Estimated for ${city}, ${province} ${postalCode}`}
        </p>
        <Button
          ref={changeRef}
          variant="ghost"
          size="sm"
          aria-label={t`Change the estimate address`}
          onClick={() => {
            asked.current = true;
            change();
          }}
        >
          {t`Change`}
        </Button>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    asked.current = true;
    void submit({ postal, city, province });
  };

  return (
    <section className={estimate} aria-labelledby={headingId}>
      <h2 id={headingId} className={estimateHeading}>
        {t`Estimate shipping and taxes`}
      </h2>
      <form onSubmit={onSubmit} aria-labelledby={headingId} noValidate className={section}>
        <TextField
          ref={postalRef}
          label={t`Postal code`}
          name="postal"
          value={postal}
          autoComplete="postal-code"
          error={cartMessageText(fieldErrors.postal)}
          onChange={(event) => setPostal(event.target.value)}
        />
        <TextField
          label={t`City`}
          name="city"
          value={city}
          autoComplete="address-level2"
          maxLength={100}
          error={cartMessageText(fieldErrors.city)}
          onChange={(event) => setCity(event.target.value)}
        />
        {place.kind === 'known' && <p className={muted}>{t`Province: ${knownProvince}`}</p>}
        {place.kind === 'choose' && (
          <div className={selectField}>
            <label className={selectLabel} htmlFor="cart-estimate-province">
              {t`Province or territory`}
            </label>
            <select
              id="cart-estimate-province"
              className={select}
              value={province !== null && place.options.includes(province) ? province : place.suggested}
              onChange={(event) =>
                setProvince(place.options.find((option) => option === event.target.value) ?? null)
              }
            >
              {place.options.map((option) => (
                <option key={option} value={option}>
                  {provinceText(option)}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button type="submit" variant="secondary" loading={estimating}>
          {t`Estimate`}
        </Button>
        <p role="alert" className={feedbackError}>
          {cartMessageText(failure) ?? ''}
        </p>
      </form>
    </section>
  );
}
