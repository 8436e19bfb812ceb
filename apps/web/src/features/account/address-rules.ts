import {
  ACCOUNT_MESSAGES,
  accountAddressSchema,
  normalizePostalCode,
  provinceOfPostalCode,
  type AccountAddress,
  type AddressResponse,
} from '@maplepack/api-contract';
import { knownText } from './account-messages';

/**
 * The account's address rules: the checkout's own contract schema (accountAddressSchema is
 * checkoutAddressSchema) and postal table, read here rather than through @maplepack/checkout so the
 * account pages share no chunk with /checkout, whose budget has no room for one more.
 */

/** An address as the form holds it. */
export interface AddressDraft {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  /** A province code ('ON'), or '' before one is chosen. */
  province: string;
  postcode: string;
  phone: string;
}

export type AddressDraftField = keyof AddressDraft;

const FIELD_OF: Readonly<Record<string, AddressDraftField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  address_1: 'address1',
  address_2: 'address2',
  city: 'city',
  state: 'province',
  postcode: 'postcode',
  phone: 'phone',
};

export type AddressCheck =
  | { ok: true; value: AccountAddress }
  | { ok: false; errors: Partial<Record<AddressDraftField, string>> };

/** The checkout's check: the schema's message per field, then the postal code must be in the province. */
export function checkAddress(draft: AddressDraft): AddressCheck {
  const parsed = accountAddressSchema.safeParse({
    first_name: draft.firstName,
    last_name: draft.lastName,
    address_1: draft.address1,
    address_2: draft.address2,
    city: draft.city,
    state: draft.province,
    postcode: draft.postcode,
    phone: draft.phone,
  });
  if (!parsed.success) {
    const errors: Partial<Record<AddressDraftField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field !== undefined && errors[field] === undefined) errors[field] = knownText(issue.message);
    }
    return { ok: false, errors };
  }
  if (provinceOfPostalCode(parsed.data.postcode) !== parsed.data.state)
    return { ok: false, errors: { postcode: knownText(ACCOUNT_MESSAGES.postalProvince) } };
  return { ok: true, value: parsed.data };
}

/** The destination a renewal is priced for ('K1A 0B1|Ottawa'), or null while it is incomplete. */
export function destinationKeyOf(draft: Pick<AddressDraft, 'postcode' | 'city'>): string | null {
  const postcode = normalizePostalCode(draft.postcode);
  const city = draft.city.trim();
  if (postcode === null || provinceOfPostalCode(postcode) === null) return null;
  if (city === '' || city.length > 100) return null;
  return `${postcode}|${city}`;
}

/** A saved address block as the form holds it; the account's names fill a block without any. */
export function draftOfSaved(
  address: AddressResponse,
  names: { first_name: string; last_name: string },
): AddressDraft {
  return {
    firstName: address.first_name || names.first_name,
    lastName: address.last_name || names.last_name,
    address1: address.address_1,
    address2: address.address_2,
    city: address.city,
    province: address.state.trim().toUpperCase(),
    postcode: address.postcode,
    phone: address.phone,
  };
}
