// Interim plain-text renewal e-mails; the templated versions replace this file.
import { toDecimalString } from '@maplepack/pricing';
import { humanDate } from '@maplepack/subscription';
import { type OutgoingMail } from '../adapters/mail/interface';
import { type MailRecipient } from '../services/account-emails';

export interface PackLine {
  name: string;
  amDose: number;
  pmDose: number;
  totalCents: number;
}
export interface LeftOut {
  name: string;
  why: string;
}
export interface RenewalTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxLines: { label: string; amountCents: number }[];
  totalCents: number;
}

const money = (cents: number) => `$${toDecimalString(cents)}`;
const mail = (to: MailRecipient, subject: string, lines: string[]): Promise<OutgoingMail> =>
  Promise.resolve({ to: to.email, subject, text: [`Hi ${to.firstName},`, '', ...lines].join('\n') });

export function renewalReceiptEmail(
  to: MailRecipient,
  publicUrl: string,
  d: {
    orderId: number;
    packDate: string;
    lines: PackLine[];
    totals: RenewalTotals;
    card: { brand: string; last4: string } | null;
    nextPaymentDate: string | null;
    leftOut: LeftOut[];
  },
): Promise<OutgoingMail> {
  return mail(to, `Your Maplepack order #${d.orderId}`, [
    `We charged ${money(d.totals.totalCents)} for your ${humanDate(d.packDate)} pack.`,
    ...d.lines.map(
      (line) => `- ${line.name}: ${line.amDose} am, ${line.pmDose} pm, ${money(line.totalCents)}`,
    ),
    ...d.leftOut.map((item) => `Left out: ${item.name}: ${item.why}`),
    `${publicUrl}/orders?order=${d.orderId}`,
  ]);
}

export function paymentFailedEmail(
  to: MailRecipient,
  publicUrl: string,
  d: {
    orderId: number;
    packDate: string;
    totalCents: number;
    attempt: number;
    retryAt: string | null;
    reason: string;
    requiresAction: boolean;
  },
): Promise<OutgoingMail> {
  return mail(to, 'Your Maplepack payment failed', [
    `The payment of ${money(d.totalCents)} for your ${humanDate(d.packDate)} pack failed: ${d.reason}`,
    d.retryAt === null
      ? 'The pack was cancelled and your plan is on hold.'
      : `We will try again on ${d.retryAt}.`,
    `${publicUrl}/subscription#card`,
  ]);
}

export function renewalReminderEmail(
  to: MailRecipient,
  publicUrl: string,
  d: { renewalDate: string; lines: PackLine[]; totals: RenewalTotals; leftOut: LeftOut[] },
): Promise<OutgoingMail> {
  return mail(to, 'Your next Maplepack pack', [
    `Your next pack is charged ${money(d.totals.totalCents)} on ${humanDate(d.renewalDate)}.`,
    ...d.lines.map((line) => `- ${line.name}`),
    `${publicUrl}/subscription`,
  ]);
}

export function productsLeftOutEmail(
  to: MailRecipient,
  publicUrl: string,
  d: { packDate: string; leftOut: LeftOut[]; charged: boolean },
): Promise<OutgoingMail> {
  return mail(to, 'Products left out of your Maplepack pack', [
    ...d.leftOut.map((item) => `- ${item.name}: ${item.why}`),
    d.charged ? 'The rest of your pack was sent.' : 'Nothing was charged.',
    `${publicUrl}/subscription`,
  ]);
}

export function refundEmail(
  to: MailRecipient,
  publicUrl: string,
  d: { orderId: number; amountCents: number; reason: string },
): Promise<OutgoingMail> {
  return mail(to, 'Your Maplepack refund', [
    `We refunded ${money(d.amountCents)} on order #${d.orderId}: ${d.reason}`,
    `${publicUrl}/orders?order=${d.orderId}`,
  ]);
}
