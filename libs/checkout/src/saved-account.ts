import { type AddressResponse, type SubscriptionResponse } from '@maplepack/api-contract';
import { type AddressFields } from './address-rules';

/** A saved address as the address form holds it, or null when none was saved (no street). */
export function savedAddressFields(address: AddressResponse): AddressFields | null {
  if (address.address_1.trim() === '') return null;
  return {
    address1: address.address_1,
    address2: address.address_2,
    city: address.city,
    province: address.state.trim().toUpperCase(),
    postcode: address.postcode,
    phone: address.phone,
  };
}

/** Subscription states that hold a plan the checkout changes; the others are over. */
const LIVE_STATUSES: ReadonlySet<SubscriptionResponse['status']> = new Set([
  'active',
  'on-hold',
  'pending',
  'pending-cancel',
]);

/** Whether the customer has a plan the purchase changes (replace or add) rather than a new one. */
export function hasLivePlan(subscriptions: readonly SubscriptionResponse[], customerId: number): boolean {
  return subscriptions.some((plan) => plan.customer_id === customerId && LIVE_STATUSES.has(plan.status));
}
