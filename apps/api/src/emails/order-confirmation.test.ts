import { type CheckoutReceipt } from '@maplepack/api-contract';
import { confirmationEmail } from './order-confirmation';

const receipt: CheckoutReceipt = {
  order_id: 41,
  order_number: '41',
  subscription_id: 7,
  customer_id: 3,
  first_name: 'Zoë',
  email: 'zoe@example.ca',
  status: 'processing',
  lines: [{ product_id: 2401, name: 'Omega-3 Fish Oil', am_dose: 1, pm_dose: 1, total: '7.00' }],
  charged: '18.65',
  card: { brand: 'visa', last4: '4242' },
  renewal: { date: '2026-12-17', total: '18.65' },
};

describe('confirmationEmail', () => {
  it('says what was bought, charged and renewed, in plain text and HTML', async () => {
    const mail = await confirmationEmail(receipt, 'https://shop.maplepack.ca');
    expect(mail.to).toBe('zoe@example.ca');
    expect(mail.subject).toBe('Your Maplepack order 41');
    expect(mail.text).toContain('Omega-3 Fish Oil: 1 in the morning, 1 in the evening ($7.00 a month)');
    expect(mail.text).toContain('Charged today: $18.65 on your VISA ending in 4242.');
    expect(mail.text).toContain("Next renewal: 2026-12-17, $18.65 at today's prices.");
    expect(mail.text).toContain('Your account: https://shop.maplepack.ca/subscription');
    expect(mail.html).toMatch(/<p[^>]*>Hi Zoë,<\/p>/);
  });

  it('escapes every name in the HTML', async () => {
    const hostile = {
      ...receipt,
      first_name: '<script>x</script>',
      lines: [{ product_id: 2401, name: 'Fish "Oil" & <b>co</b>', am_dose: 1, pm_dose: 0, total: '3.50' }],
    };
    const html = (await confirmationEmail(hostile, 'https://shop.maplepack.ca')).html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Fish &quot;Oil&quot; &amp; &lt;b&gt;co&lt;/b&gt;');
  });

  it('tells a trial, a plan change and a paid order without a plan what happens next', async () => {
    expect(
      (await confirmationEmail({ ...receipt, status: 'on-hold', charged: '0.00', card: null }, '')).text,
    ).toContain('Your trial subscription is on hold');
    const changed = await confirmationEmail(
      { ...receipt, status: 'plan-updated', order_id: null, order_number: null },
      'https://shop.maplepack.ca',
    );
    expect(changed.subject).toBe('Your Maplepack plan is updated');
    expect(changed.text).toContain('Your next pack follows your new plan; it is charged on 2026-12-17.');
    const noPlan = await confirmationEmail(
      { ...receipt, subscription_id: null, customer_id: 0, renewal: { date: '', total: '0.00' } },
      '',
    );
    expect(noPlan.text).not.toContain('Next renewal');
    expect(noPlan.text).not.toContain('renews every month');
  });
});
