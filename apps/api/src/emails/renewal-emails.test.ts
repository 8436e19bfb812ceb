import {
  paymentFailedEmail,
  productsLeftOutEmail,
  refundEmail,
  renewalReceiptEmail,
  renewalReminderEmail,
  type RenewalTotals,
} from './renewal-emails';

const URL = 'https://shop.example.ca';
const to = { email: 'ann@example.ca', firstName: 'Ann' };
const lines = [
  { name: 'Vitamin D3', amDose: 1, pmDose: 0, totalCents: 450 },
  { name: 'Magnesium', amDose: 0, pmDose: 2, totalCents: 1200 },
];
const totals: RenewalTotals = {
  subtotalCents: 1650,
  discountCents: 165,
  shippingCents: 0,
  taxLines: [{ label: 'HST (13%)', amountCents: 193 }],
  totalCents: 1678,
};
const failed = {
  orderId: 77,
  packDate: '2026-12-17',
  totalCents: 1678,
  attempt: 2,
  retryAt: '2026-12-20T14:00:00.000Z',
  reason: 'Your card was declined',
  requiresAction: false,
};

describe('renewalReceiptEmail', () => {
  it('says what was charged, on which card, for which pack, with the totals, what was left out and the next date', async () => {
    const mail = await renewalReceiptEmail(to, URL, {
      orderId: 77,
      packDate: '2026-12-17',
      lines,
      totals,
      card: { brand: 'visa', last4: '4242' },
      nextPaymentDate: '2027-01-17',
      leftOut: [{ name: 'Zinc', why: 'out of stock' }],
    });
    expect(mail.to).toBe('ann@example.ca');
    expect(mail.subject).toBe('Your Maplepack receipt for the 17 December 2026 pack (order 77)');
    expect(mail.text).toContain(
      'We charged $16.78 on your VISA ending in 4242 for your 17 December 2026 pack. Your order number is 77.',
    );
    for (const line of [
      '- Vitamin D3: 1 in the morning ($4.50)',
      '- Magnesium: 2 in the evening ($12.00)',
      '- Subtotal: $16.50',
      '- Discount: -$1.65',
      '- Shipping: Free',
      '- HST (13%): $1.93',
      '- Total: $16.78',
      '- Zinc: out of stock',
      'Your next pack is charged on 17 January 2027.',
      `Your order: ${URL}/orders?order=77`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<td>Magnesium</td><td>2 in the evening</td>');
    expect(mail.html).toContain(`href="${URL}/orders?order=77"`);
  });

  it('says nothing was charged when a discount pays it all, and names no card or next date it lacks', async () => {
    const mail = await renewalReceiptEmail(to, URL, {
      orderId: 78,
      packDate: '2026-12-17',
      lines,
      totals: { ...totals, discountCents: 1650, taxLines: [], totalCents: 0 },
      card: null,
      nextPaymentDate: null,
      leftOut: [],
    });
    expect(mail.text).toContain('nothing was charged');
    expect(mail.text).not.toContain('ending in');
    expect(mail.text).not.toContain('next pack is charged');
    expect(mail.text).not.toContain('left out');
  });
});

describe('paymentFailedEmail', () => {
  it('says why, when the next try is, and that a card update tries again at once', async () => {
    const mail = await paymentFailedEmail(to, URL, failed);
    expect(mail.subject).toBe('Your Maplepack payment did not go through');
    expect(mail.text).toContain(
      'We tried to charge $16.78 for your 17 December 2026 pack (order 77), but the payment did not go through: Your card was declined.',
    );
    expect(mail.text).toContain(
      'We will try again on 20 December. If you update your card now, we try again right away.',
    );
    expect(mail.text).toContain(`Update my card: ${URL}/subscription#card`);
    expect(mail.html).toContain(`href="${URL}/subscription#card"`);
  });

  it('asks the person to confirm when the bank wants it', async () => {
    const mail = await paymentFailedEmail(to, URL, { ...failed, requiresAction: true });
    expect(mail.subject).toBe('Your bank asks you to confirm your Maplepack payment');
    expect(mail.text).toContain('your bank asks you to confirm the payment first');
    expect(mail.text).toContain(`Confirm the payment: ${URL}/subscription#card`);
  });

  it('after the last try: the pack is cancelled, nothing charged, the plan on hold until the person continues', async () => {
    const mail = await paymentFailedEmail(to, URL, { ...failed, attempt: 5, retryAt: null });
    expect(mail.subject).toBe('Your Maplepack plan is on hold: the payment did not go through');
    expect(mail.text).toContain(
      'We have now tried 5 times, so we stopped: your 17 December 2026 pack is cancelled and nothing was charged for it.',
    );
    expect(mail.text).toContain('Your plan is on hold');
    expect(mail.text).not.toContain('try again on');
    expect(mail.text).toContain(`Update my card: ${URL}/subscription#card`);
  });
});

describe('renewalReminderEmail', () => {
  it('gives the date, the pack and its total, and links to the plan to edit, skip or pause', async () => {
    const mail = await renewalReminderEmail(to, URL, {
      renewalDate: '2026-12-17',
      lines,
      totals,
      leftOut: [{ name: 'Zinc', why: 'no longer sold' }],
    });
    expect(mail.subject).toBe('Your next Maplepack pack is charged on 17 December 2026');
    expect(mail.text).toContain(
      "Your next Maplepack pack is charged on 17 December 2026: $16.78 at today's prices.",
    );
    expect(mail.text).toContain('- Total: $16.78');
    expect(mail.text).toContain('- Zinc: no longer sold');
    expect(mail.text).toContain('edit your pack, skip this month or pause your plan');
    expect(mail.text).toContain(`Your plan: ${URL}/subscription`);
    expect(mail.html).toContain(`href="${URL}/subscription"`);
    expect(mail.html).toContain('Edit, skip or pause');
  });
});

describe('productsLeftOutEmail', () => {
  it('names each product left out and why, and whether anything was charged', async () => {
    const some = await productsLeftOutEmail(to, URL, {
      packDate: '2026-12-17',
      leftOut: [{ name: 'Zinc', why: 'out of stock' }],
      charged: true,
    });
    expect(some.subject).toBe('Some products were left out of your 17 December 2026 Maplepack pack');
    expect(some.text).toContain('- Zinc: out of stock');
    expect(some.text).toContain('The rest of your pack is on its way.');
    const none = await productsLeftOutEmail(to, URL, {
      packDate: '2026-12-17',
      leftOut: [{ name: 'Zinc', why: 'out of stock' }],
      charged: false,
    });
    expect(none.subject).toBe('Your 17 December 2026 Maplepack pack could not be sent');
    expect(none.text).toContain('no pack goes out and nothing was charged');
    expect(none.text).not.toContain('on its way');
  });
});

describe('refundEmail', () => {
  it('says how much, why, when it shows, and links to the order', async () => {
    const mail = await refundEmail(to, URL, {
      orderId: 77,
      amountCents: 1678,
      reason: 'the pack was lost in the mail',
    });
    expect(mail.subject).toBe('Your Maplepack refund for order 77');
    expect(mail.text).toContain('We refunded $16.78 for your order 77: the pack was lost in the mail.');
    expect(mail.text).toContain('5 to 10 business days');
    expect(mail.text).toContain(`Your order: ${URL}/orders?order=77`);
  });
});
