import { accountNameSchema } from '@maplepack/api-contract';
import { type AccountAddress } from '@maplepack/api-contract';
import { type AddressField, type AddressFields as Fields, validateAddress } from '@maplepack/checkout';
import { TextField } from '@maplepack/ui';
import { type ReactNode, useState } from 'react';
import { AddressFields } from '../../checkout/components/address-fields';
import { fieldGrid } from '../../checkout/components/checkout.css';
import { type SaveOutcome, SectionForm } from './section-form';

export interface AddressDraft {
  firstName: string;
  lastName: string;
  fields: Fields;
}

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

type NameField = 'firstName' | 'lastName';

/**
 * A saved address with the checkout's Canadian rules (the same fields and the same check: a
 * province of the list, a postal code of that province, an optional phone) and the names on it.
 */
export function AddressForm({ kind, title, initial, onSave, onDraftChange, children }: AddressFormProps) {
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const update = (next: AddressDraft) => {
    setDraft(next);
    onDraftChange?.(next);
  };
  const setName = (field: NameField, value: string) => update({ ...draft, [field]: value });
  const setField = (field: AddressField, value: string) =>
    update({ ...draft, fields: { ...draft.fields, [field]: value } });

  const save = async (): Promise<SaveOutcome> => {
    const found: Partial<Record<string, string>> = {};
    for (const name of ['firstName', 'lastName'] as const) {
      const parsed = accountNameSchema.safeParse(draft[name]);
      if (!parsed.success) found[`${kind}.${name}`] = parsed.error.issues[0]?.message;
    }
    const checked = validateAddress(draft.fields, { firstName: draft.firstName, lastName: draft.lastName });
    if (!checked.ok)
      for (const [field, message] of Object.entries(checked.errors)) found[`${kind}.${field}`] = message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !checked.ok)
      return { ok: false, message: 'Please correct the highlighted fields.' };
    return onSave(checked.value);
  };

  return (
    <SectionForm title={title} submitLabel={`Save ${kind} address`} onSubmit={save}>
      <div className={fieldGrid}>
        <TextField
          label="First name"
          autoComplete={`${kind} given-name`}
          value={draft.firstName}
          maxLength={100}
          error={errors[`${kind}.firstName`]}
          onChange={(event) => setName('firstName', event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete={`${kind} family-name`}
          value={draft.lastName}
          maxLength={100}
          error={errors[`${kind}.lastName`]}
          onChange={(event) => setName('lastName', event.target.value)}
        />
      </div>
      <AddressFields form={kind} value={draft.fields} errors={errors} onChange={setField} />
      {children}
    </SectionForm>
  );
}
