import { useLingui } from '@lingui/react/macro';
import { type AccountAddress } from '@maplepack/api-contract';
import { TextField } from '@maplepack/ui';
import { type ReactNode, useId, useState } from 'react';
import { provinceOptionsIn } from '@maplepack/pricing';
import { useLocaleStore } from '../../../stores/locale-store';
import { ACCOUNT_WEB_MESSAGES } from '../account-messages';
import { checkAddress, type AddressDraft, type AddressDraftField } from '../address-rules';
import { fieldError, fieldGrid, fieldLabel, fieldWrap, select, wide } from './account.css';
import { type SaveOutcome, SectionForm } from './section-form';

// Field keys of the draft (named here: the i18n lint takes a camelCase string for text).
const FIRST_NAME: AddressDraftField = 'firstName';
const LAST_NAME: AddressDraftField = 'lastName';

export interface AddressFormProps {
  kind: 'shipping' | 'billing';
  title: string;
  initial: AddressDraft;
  onSave: (address: AccountAddress) => Promise<SaveOutcome>;
  /** Every change of the draft (the shipping form previews the renewal with it). */
  onDraftChange?: (draft: AddressDraft) => void;
  /** Shown above the save button (the renewal preview). */
  children?: ReactNode;
}

/** The province list, a native select styled like the text fields, with its error tied to it. */
function ProvinceField({
  kind,
  value,
  error,
  onChange,
}: {
  kind: 'shipping' | 'billing';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const language = useLocaleStore((state) => state.locale);
  const id = useId();
  const errorId = error === undefined ? undefined : `${id}-error`;
  return (
    <div className={fieldWrap}>
      <label className={fieldLabel} htmlFor={id}>
        {t`Province or territory`}
      </label>
      <select
        id={id}
        className={select}
        autoComplete={`${kind} address-level1`}
        value={value}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t`Choose…`}</option>
        {provinceOptionsIn(language).map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
      {errorId !== undefined && (
        <span id={errorId} className={fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * A saved address with the checkout's Canadian rules (names, street, city, a province of the list, a
 * postal code of that province, an optional phone); each refused field keeps what was typed.
 */
export function AddressForm({ kind, title, initial, onSave, onDraftChange, children }: AddressFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<AddressDraftField, string>>>({});

  const set = (field: AddressDraftField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    onDraftChange?.(next);
  };
  const text = (
    field: AddressDraftField,
    label: string,
    autoComplete: string,
    maxLength: number,
    className?: string,
  ) => (
    <TextField
      className={className}
      label={label}
      autoComplete={`${kind} ${autoComplete}`}
      value={draft[field]}
      maxLength={maxLength}
      error={errors[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  const save = async (): Promise<SaveOutcome> => {
    const checked = checkAddress(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return { ok: false, message: ACCOUNT_WEB_MESSAGES.fixFields };
    return onSave(checked.value);
  };

  return (
    <SectionForm
      title={title}
      submitLabel={kind === 'shipping' ? t`Save shipping address` : t`Save billing address`}
      onSubmit={save}
    >
      <div className={fieldGrid}>
        {text(FIRST_NAME, t`First name`, 'given-name', 100)}
        {text(LAST_NAME, t`Last name`, 'family-name', 100)}
        {text('address1', t`Street address`, 'address-line1', 200, wide)}
        {text('address2', t`Apartment, suite or unit (optional)`, 'address-line2', 200, wide)}
        {text('city', t`City`, 'address-level2', 100)}
        <ProvinceField
          kind={kind}
          value={draft.province}
          error={errors.province}
          onChange={(value) => set('province', value)}
        />
        {text('postcode', t`Postal code`, 'postal-code', 7)}
        {text('phone', t`Phone (optional)`, 'tel', 30)}
      </div>
      {children}
    </SectionForm>
  );
}
