import { type OutgoingMail } from '../adapters/mail/interface';
import { FOOTER_PAGE } from '../../seed/pages/footer';
import { lifecycleEmail, orderChangedEmail, passwordChangedEmail, planChangedEmail } from './account-emails';
import { emailChangedEmail } from './email-change-email';
import { confirmSubscriptionEmail, welcomeEmail } from './mailing-list-emails';
import { confirmationEmail } from './order-confirmation';
import { resetPasswordEmail } from './password-emails';
import {
  paymentFailedEmail,
  productsLeftOutEmail,
  refundEmail,
  renewalReceiptEmail,
  renewalReminderEmail,
  type RenewalTotals,
} from './renewal-emails';
import { SHOP, TRANSACTIONAL_WHY } from './shop';
import { surveyResultsEmail, SURVEY_RESULTS_WHY } from './survey-results-email';

const URL = 'https://shop.example.ca';
const HOSTILE = '<script>alert(1)</script>';
const to = { email: 'ann@example.ca', firstName: HOSTILE };
const lines = [{ name: 'Vitamin D3', amDose: 1, pmDose: 0, totalCents: 450 }];
const totals: RenewalTotals = {
  subtotalCents: 450,
  discountCents: 0,
  shippingCents: 0,
  taxLines: [{ label: 'HST (13%)', amountCents: 59 }],
  totalCents: 509,
};

/** Every template of the shop, with a first name that tries to be markup. */
const ALL: [
  string,
  () => Promise<OutgoingMail>,
  'transactional' | 'requested' | 'marketing' | 'consent-request',
][] = [
  [
    'order confirmation',
    () =>
      confirmationEmail(
        {
          order_id: 41,
          order_number: '41',
          subscription_id: 7,
          customer_id: 3,
          first_name: HOSTILE,
          email: to.email,
          status: 'processing',
          lines: [{ product_id: 1, name: 'Vitamin D3', am_dose: 1, pm_dose: 0, total: '4.50' }],
          charged: '5.09',
          card: null,
          renewal: { date: '2026-12-17', total: '5.09' },
        },
        URL,
      ),
    'transactional',
  ],
  [
    'lifecycle',
    () =>
      lifecycleEmail(
        to,
        { kind: 'date-moved', on: '2026-11-20', by: 'customer', from: '2026-12-17', to: '2026-12-20' },
        null,
        URL,
      ),
    'transactional',
  ],
  [
    'plan changed',
    () => planChangedEmail(to, [{ name: 'D3', am: 1, pm: 0 }], null, '2026-11-20', URL),
    'transactional',
  ],
  ['password changed', () => passwordChangedEmail(to, URL), 'transactional'],
  [
    'order changed',
    () => orderChangedEmail(to, { id: 5, total: '9.00' }, { kind: 'none', amount: '0.00' }, null, URL),
    'transactional',
  ],
  [
    'reset password',
    () =>
      resetPasswordEmail({
        to: to.email,
        firstName: HOSTILE,
        link: `${URL}/reset-password?key=k&id=1`,
        validMinutes: 60,
        publicUrl: URL,
      }),
    'transactional',
  ],
  [
    'e-mail changed',
    () =>
      emailChangedEmail({
        to: to.email,
        firstName: HOSTILE,
        newEmail: 'new@example.ca',
        link: `${URL}/undo-email-change?key=k&id=1`,
        validDays: 14,
        publicUrl: URL,
      }),
    'transactional',
  ],
  [
    'mailing-list confirm',
    () =>
      confirmSubscriptionEmail({
        to: to.email,
        confirmLink: `${URL}/mailing-list/confirm?token=t`,
        unsubscribeLink: `${URL}/mailing-list/unsubscribe?token=u`,
        validHours: 48,
        publicUrl: URL,
      }),
    'consent-request',
  ],
  [
    'mailing-list welcome',
    () =>
      welcomeEmail({
        to: to.email,
        coupon: { code: 'welcome10', percent: 10 },
        unsubscribeLink: `${URL}/mailing-list/unsubscribe?token=u`,
        publicUrl: URL,
      }),
    'marketing',
  ],
  [
    'renewal receipt',
    () =>
      renewalReceiptEmail(to, URL, {
        orderId: 77,
        packDate: '2026-12-17',
        lines,
        totals,
        card: { brand: 'visa', last4: '4242' },
        nextPaymentDate: '2027-01-17',
        leftOut: [{ name: HOSTILE, why: 'out of stock' }],
      }),
    'transactional',
  ],
  [
    'payment failed',
    () =>
      paymentFailedEmail(to, URL, {
        orderId: 77,
        packDate: '2026-12-17',
        totalCents: 509,
        attempt: 1,
        retryAt: '2026-12-18T14:00:00.000Z',
        reason: HOSTILE,
        requiresAction: false,
      }),
    'transactional',
  ],
  [
    'renewal reminder',
    () => renewalReminderEmail(to, URL, { renewalDate: '2026-12-17', lines, totals, leftOut: [] }),
    'transactional',
  ],
  [
    'products left out',
    () =>
      productsLeftOutEmail(to, URL, {
        packDate: '2026-12-17',
        leftOut: [{ name: 'Vitamin D3', why: HOSTILE }],
        charged: true,
      }),
    'transactional',
  ],
  ['refund', () => refundEmail(to, URL, { orderId: 77, amountCents: 450, reason: HOSTILE }), 'transactional'],
  [
    'survey results',
    () => surveyResultsEmail({ to: to.email, firstName: HOSTILE, publicUrl: URL }),
    'requested',
  ],
];

const hrefs = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');

describe.each(ALL)('the %s e-mail', (_name, build, kind) => {
  let mail: OutgoingMail;
  beforeAll(async () => {
    mail = await build();
  });

  it('has a subject, a plain text and an HTML part, to the customer', () => {
    expect(mail.to).toBe('ann@example.ca');
    expect(mail.subject).toMatch(/Maplepack/);
    expect(mail.text.length).toBeGreaterThan(50);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.text.split(HOSTILE).join('')).not.toMatch(/<\/?(p|td|table|a|br|span|div)\b/);
  });

  it('escapes what people typed in the HTML and keeps it as written in the text', () => {
    expect(mail.html).not.toContain('<script>');
    if (kind !== 'consent-request' && kind !== 'marketing') {
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.text).toContain(HOSTILE);
    }
  });

  it('builds every link from PUBLIC_URL, but the contact address', () => {
    const links = hrefs(mail.html ?? '');
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      expect(link === `mailto:${SHOP.contactEmail}` || link.startsWith(`${URL}/`)).toBe(true);
    }
    const textLinks = mail.text.match(/https?:\/\/\S+/g) ?? [];
    for (const link of textLinks) expect(link.startsWith(`${URL}/`)).toBe(true);
  });

  it('ends with the footer: the company, its address, the contact e-mail, the account and privacy links', () => {
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain(`${SHOP.name}, ${SHOP.address}`);
      expect(part).toContain(SHOP.contactEmail);
    }
    expect(mail.text).toContain(`My account: ${URL}/subscription`);
    expect(mail.text).toContain(`Privacy policy: ${URL}/privacy-policy`);
    expect(hrefs(mail.html ?? '')).toEqual(
      expect.arrayContaining([`${URL}/subscription`, `${URL}/privacy-policy`]),
    );
  });

  it('says why it comes: transactional mail to every customer, mailing-list mail with its unsubscribe link', () => {
    if (kind === 'transactional' || kind === 'requested') {
      const why = kind === 'requested' ? SURVEY_RESULTS_WHY : TRANSACTIONAL_WHY;
      expect(mail.text).toContain(why);
      expect(mail.html).toContain(why);
      expect(mail.marketing).toBeUndefined();
      expect(mail.headers).toBeUndefined();
    } else {
      expect(mail.text).toContain(
        `To stop all mailing-list e-mails from Maplepack: ${URL}/mailing-list/unsubscribe?token=u`,
      );
      expect(hrefs(mail.html ?? '')).toContain(`${URL}/mailing-list/unsubscribe?token=u`);
      expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${URL}/mailing-list/unsubscribe?token=u>` });
      expect(mail.marketing).toBe(kind === 'marketing' ? true : undefined);
    }
  });
});

describe('the footer', () => {
  it('names the company, city and contact address of the content footer', () => {
    expect(FOOTER_PAGE.acf['contact_email']).toBe(SHOP.contactEmail);
    const copyright = String(FOOTER_PAGE.acf['copyright']);
    expect(copyright).toContain(SHOP.name);
    expect(SHOP.address).toBe(`${copyright.split(`${SHOP.name}, `)[1]?.split('. ')[0] ?? ''}, Canada`);
  });
});
