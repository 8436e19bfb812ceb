import { type AddressResponse, type CustomerResponse } from '@maplepack/api-contract';
import {
  type AddressKind,
  type AddressRow,
  type CustomerRow,
} from '../../db/repositories/customer-repository';

const emptyAddress: AddressResponse = {
  first_name: '',
  last_name: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: 'CA',
  email: '',
  phone: '',
};

function toAddress(row: AddressRow | undefined): AddressResponse {
  if (row === undefined) return emptyAddress;
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: 'CA',
    email: row.email,
    phone: row.phone,
  };
}

/** The customer as the API writes it: WooCommerce field names, no password hash or token version. */
export function toCustomerResponse(row: CustomerRow, addresses: readonly AddressRow[]): CustomerResponse {
  const of = (kind: AddressKind) => toAddress(addresses.find((address) => address.kind === kind));
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    survey_id: row.surveyId,
    date_created: row.createdAt.toISOString(),
    meta_data: row.metaData,
    billing: of('billing'),
    shipping: of('shipping'),
    language: row.language,
  };
}
