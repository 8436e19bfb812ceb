import {
  CHECKOUT_MESSAGES,
  checkoutAddressSchema,
  normalizePostalCode,
  provinceOfPostalCode,
  type CheckoutAddress,
} from '@maplepack/api-contract';
import { type FormResult } from './field-errors';

/** A shipping or billing address as typed. The names come from the contact form. */
export interface AddressFields {
  address1: string;
  /** Apartment, suite or unit: optional. */
  address2: string;
  city: string;
  /** A province code from the list ('ON'), or '' before one is chosen. */
  province: string;
  postcode: string;
  /** Optional. */
  phone: string;
}

export type AddressField = keyof AddressFields;

export const EMPTY_ADDRESS: AddressFields = {
  address1: '',
  address2: '',
  city: '',
  province: '',
  postcode: '',
  phone: '',
};

export interface AddressNames {
  firstName: string;
  lastName: string;
}

const FIELD_OF: Readonly<Record<string, AddressField>> = {
  address_1: 'address1',
  address_2: 'address2',
  city: 'city',
  state: 'province',
  postcode: 'postcode',
  phone: 'phone',
};

/**
 * Checks an address with the contract's schema (street, city, a province of the list, a Canadian
 * postal code, an optional phone) and then that the postal code belongs to the province, with the
 * api-contract's postal table, the one the server taxes by. The names are the contact's; a name the
 * contact form refused is not this form's error, so it is reported on no field of it.
 */
export function validateAddress(
  fields: AddressFields,
  names: AddressNames,
): FormResult<CheckoutAddress, AddressField> {
  const parsed = checkoutAddressSchema.safeParse({
    first_name: names.firstName,
    last_name: names.lastName,
    address_1: fields.address1,
    address_2: fields.address2,
    city: fields.city,
    state: fields.province,
    postcode: fields.postcode,
    phone: fields.phone,
  });
  if (!parsed.success) {
    const errors: Partial<Record<AddressField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  if (provinceOfPostalCode(parsed.data.postcode) !== parsed.data.state) {
    return { ok: false, errors: { postcode: CHECKOUT_MESSAGES.postalProvince } };
  }
  return { ok: true, value: parsed.data };
}

/**
 * Where a quote can be asked for: a postal code the table knows and a city, as the quote takes them
 * ("K1A 0B1", trimmed city), or null while either is missing or malformed.
 */
export function destinationOf(fields: Pick<AddressFields, 'postcode' | 'city'>): {
  postcode: string;
  city: string;
} | null {
  const postcode = normalizePostalCode(fields.postcode);
  const city = fields.city.trim();
  if (postcode === null || provinceOfPostalCode(postcode) === null) return null;
  if (city === '' || city.length > 100) return null;
  return { postcode, city };
}
