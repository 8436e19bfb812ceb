import { ADMIN_ORDER_MESSAGES, adminShipmentRequestSchema } from '@maplepack/api-contract';
import { parseMoney, toDecimalString } from '@maplepack/pricing';
import { TEXT } from '../../text';

export type ShipmentErrors = Partial<Record<'carrier' | 'tracking_number', string>>;

/** The shipment form's problems by field, with the contract's own messages; empty when it may be sent. */
export function checkShipment(carrier: string, trackingNumber: string): ShipmentErrors {
  const parsed = adminShipmentRequestSchema.safeParse({ carrier, tracking_number: trackingNumber });
  if (parsed.success) return {};
  const errors: ShipmentErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'carrier' || field === 'tracking_number') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return errors;
}

export type RefundCheck =
  | { ok: true; amountCents: number; amount: string; reason: string }
  | { ok: false; errors: Partial<Record<'amount' | 'reason', string>> };

/**
 * The refund form before anything is sent: an amount like "12.34", at least a cent, no more than what is
 * left to refund nor the role's limit (null: none), and a reason. The server checks all of it again.
 */
export function checkRefund(
  amountText: string,
  reasonText: string,
  refundableCents: number,
  limitCents: number | null,
): RefundCheck {
  const errors: Partial<Record<'amount' | 'reason', string>> = {};
  const trimmed = amountText.trim().replace(/^\$/, '');
  let amountCents = 0;
  if (trimmed === '') errors.amount = TEXT.order.amountRequired;
  else {
    const parsed = parseMoney(trimmed);
    if (!parsed.ok) errors.amount = TEXT.order.amountInvalid;
    else if (parsed.amountCents < 1) errors.amount = TEXT.order.amountZero;
    else if (parsed.amountCents > refundableCents)
      errors.amount = ADMIN_ORDER_MESSAGES.refundTooLarge(toDecimalString(refundableCents));
    else if (limitCents !== null && parsed.amountCents > limitCents)
      errors.amount = ADMIN_ORDER_MESSAGES.refundOverLimit(toDecimalString(limitCents));
    else amountCents = parsed.amountCents;
  }
  const reason = reasonText.trim();
  if (reason.length < 3) errors.reason = TEXT.order.reasonRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, amountCents, amount: toDecimalString(amountCents), reason };
}
