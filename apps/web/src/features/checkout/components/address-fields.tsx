import { useLingui } from '@lingui/react/macro';
import { type AddressField, type AddressFields as Fields } from '@maplepack/checkout';
import { provinceOptionsIn } from '@maplepack/pricing';
import { SelectField, TextField } from '@maplepack/ui';
import { laterMessageText } from '../checkout-later-text';
import { fieldGrid, wide } from './checkout.css';

export interface AddressFieldsProps {
  form: 'shipping' | 'billing';
  value: Fields;
  errors: Readonly<Partial<Record<string, string>>>;
  onChange: (field: AddressField, value: string) => void;
}

/** Street, apartment, city, province (a list), postal code and an optional phone, each with its error. */
export function AddressFields({ form, value, errors, onChange }: AddressFieldsProps) {
  const { t, i18n } = useLingui();
  const error = (field: AddressField) => laterMessageText(errors[`${form}.${field}`]);
  const options = provinceOptionsIn(i18n.locale === 'fr' ? 'fr' : 'en').map((option) => ({
    value: option.code,
    label: option.name,
  }));
  const section = form === 'shipping' ? 'shipping' : 'billing';
  return (
    <div className={fieldGrid}>
      <TextField
        className={wide}
        label={t`Street address`}
        autoComplete={`${section} address-line1`}
        value={value.address1}
        maxLength={200}
        error={error('address1')}
        onChange={(event) => onChange('address1', event.target.value)}
      />
      <TextField
        className={wide}
        label={t`Apartment, suite or unit (optional)`}
        autoComplete={`${section} address-line2`}
        value={value.address2}
        maxLength={200}
        error={error('address2')}
        onChange={(event) => onChange('address2', event.target.value)}
      />
      <TextField
        label={t`City`}
        autoComplete={`${section} address-level2`}
        value={value.city}
        maxLength={100}
        error={error('city')}
        onChange={(event) => onChange('city', event.target.value)}
      />
      <SelectField
        label={t`Province or territory`}
        autoComplete={`${section} address-level1`}
        options={options}
        placeholder={t`Choose…`}
        value={value.province}
        error={error('province')}
        onChange={(event) => onChange('province', event.target.value)}
      />
      <TextField
        label={t`Postal code`}
        autoComplete={`${section} postal-code`}
        value={value.postcode}
        maxLength={7}
        error={error('postcode')}
        onChange={(event) => onChange('postcode', event.target.value)}
      />
      <TextField
        label={t`Phone (optional)`}
        type="tel"
        autoComplete={`${section} tel`}
        value={value.phone}
        maxLength={30}
        error={error('phone')}
        onChange={(event) => onChange('phone', event.target.value)}
      />
    </div>
  );
}
