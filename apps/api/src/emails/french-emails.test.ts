import { type OutgoingMail } from '../adapters/mail/interface';
import {
  ACCOUNT_TEXTS,
  lifecycleEmail,
  orderChangedEmail,
  passwordChangedEmail,
  planChangedEmail,
} from './account-emails';
import { EMAIL_CHANGE_TEXTS, emailChangedEmail } from './email-change-email';
import { LAYOUT_TEXTS } from './layout';
import { MAIL_FORMAT } from './mail-language';
import { MAILING_TEXTS, confirmSubscriptionEmail, welcomeEmail } from './mailing-list-emails';
import { CONFIRMATION_TEXTS, confirmationEmail } from './order-confirmation';
import { COPY_LINK_TEXTS, RESET_TEXTS, resetPasswordEmail } from './password-emails';
import {
  RENEWAL_TEXTS,
  paymentFailedEmail,
  productsLeftOutEmail,
  refundEmail,
  renewalReceiptEmail,
  renewalReminderEmail,
  type RenewalTotals,
} from './renewal-emails';
import { TRANSACTIONAL_WHY_TEXTS } from './shop';
import { SURVEY_RESULTS_TEXTS, surveyResultsEmail } from './survey-results-email';
import { PRIVACY_TEXTS } from './privacy-emails';

const URL = 'https://shop.example.ca';
const NBSP = '\u00a0';
const fr = { email: 'amelie@example.ca', firstName: 'Amélie', language: 'fr' as const };
const lines = [{ name: 'Vitamine D3', amDose: 1, pmDose: 1, totalCents: 1250 }];
const totals: RenewalTotals = {
  subtotalCents: 1250,
  discountCents: 0,
  shippingCents: 0,
  taxLines: [{ label: 'GST', amountCents: 63 }],
  totalCents: 1313,
};

/** Every table of e-mail words: each must say in French all it says in English. */
const TABLES: Record<string, { en: unknown; fr: unknown }> = {
  LAYOUT_TEXTS,
  ACCOUNT_TEXTS,
  EMAIL_CHANGE_TEXTS,
  MAILING_TEXTS,
  CONFIRMATION_TEXTS,
  COPY_LINK_TEXTS,
  RESET_TEXTS,
  RENEWAL_TEXTS,
  SURVEY_RESULTS_TEXTS,
  TRANSACTIONAL_WHY_TEXTS,
  PRIVACY_TEXTS,
};

/** The paths of the table where English has a text and French has none (or an empty one). */
function missingFrench(en: unknown, french: unknown, path: string): string[] {
  if (typeof en === 'string') return typeof french === 'string' && french.trim() !== '' ? [] : [path];
  if (typeof en === 'function') return typeof french === 'function' ? [] : [path];
  if (Array.isArray(en)) {
    if (!Array.isArray(french)) return [path];
    return en.flatMap((value, index) => missingFrench(value, french[index], `${path}[${index}]`));
  }
  if (typeof en === 'object' && en !== null) {
    if (typeof french !== 'object' || french === null) return [path];
    return Object.entries(en).flatMap(([key, value]) =>
      missingFrench(value, (french as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  return [];
}

/** Every English string of the tables (functions called with sample values are checked by rendering). */
function englishStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(englishStrings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(englishStrings);
  return [];
}

describe('the e-mail text tables', () => {
  it.each(Object.entries(TABLES))('%s has the French of every English text', (name, table) => {
    expect(missingFrench(table.en, table.fr, name)).toEqual([]);
  });

  it('finds a missing French text', () => {
    const en = { a: 'Hi', b: { c: 'Total', d: (n: number) => `${n}` }, e: ['x'] };
    expect(missingFrench(en, { a: 'Bonjour', b: { c: '' }, e: [] }, 'T')).toEqual([
      'T.b.c',
      'T.b.d',
      'T.e[0]',
    ]);
  });
});

describe('money and dates in French (Intl fr-CA)', () => {
  it('writes money as 12,50 $ and dates as 23 novembre 2026', () => {
    expect(MAIL_FORMAT.fr.money(1250)).toBe(`12,50${NBSP}$`);
    expect(MAIL_FORMAT.fr.amount('1234.50')).toBe(`1${NBSP}234,50${NBSP}$`);
    expect(MAIL_FORMAT.fr.date('2026-11-23')).toBe('23 novembre 2026');
    expect(MAIL_FORMAT.fr.date('2026-11-23', '2026-01-05')).toBe('23 novembre');
    expect(MAIL_FORMAT.fr.date('2027-01-01', '2026-12-05')).toBe('1er janvier 2027');
    expect(MAIL_FORMAT.en.money(1250)).toBe('$12.50');
  });
});

const FRENCH: [string, () => Promise<OutgoingMail>, RegExp, string[]][] = [
  [
    'order confirmation',
    () =>
      confirmationEmail(
        {
          order_id: 41,
          order_number: '41',
          subscription_id: 7,
          customer_id: 3,
          first_name: 'Amélie',
          email: fr.email,
          status: 'processing',
          lines: [{ product_id: 1, name: 'Vitamine D3', am_dose: 1, pm_dose: 1, total: '12.50' }],
          charged: '13.13',
          card: { brand: 'visa', last4: '4242' },
          renewal: { date: '2026-12-17', total: '13.13' },
        },
        URL,
        'fr',
      ),
    /^Votre commande Maplepack 41$/,
    [
      'Merci de votre commande! Votre numéro de commande est le 41.',
      `Vitamine D3${NBSP}: 1 le matin, 1 le soir (12,50${NBSP}$ par mois)`,
      `Montant facturé aujourd’hui${NBSP}: 13,13${NBSP}$ sur votre carte VISA se terminant par 4242.`,
      'le prochain paiement aura lieu le 17 décembre 2026',
      `Votre compte${NBSP}: ${URL}/subscription`,
    ],
  ],
  [
    'plan change (lifecycle)',
    () =>
      lifecycleEmail(
        fr,
        { kind: 'date-moved', on: '2026-11-20', by: 'customer', from: '2026-12-17', to: '2026-12-20' },
        { date: '2026-12-20', total: '13.13' } as Parameters<typeof lifecycleEmail>[2],
        URL,
      ),
    /^Votre prochaine boîte Maplepack a une nouvelle date$/,
    [
      'Vous avez déplacé la boîte du 17 décembre au 20 décembre.',
      `Votre prochaine boîte sera facturée le 20 décembre${NBSP}: 13,13${NBSP}$ aux prix d’aujourd’hui.`,
      `Gérer mon abonnement${NBSP}: ${URL}/subscription`,
    ],
  ],
  [
    'plan saved',
    () => planChangedEmail(fr, [{ name: 'D3', am: 1, pm: 2 }], null, '2026-11-20', URL),
    /^Votre abonnement Maplepack est modifié$/,
    [`Votre boîte, chaque jour${NBSP}:`, `D3${NBSP}: 1 le matin, 2 le soir`],
  ],
  [
    'password changed',
    () => passwordChangedEmail(fr, URL),
    /^Le mot de passe de votre compte Maplepack a été modifié$/,
    [
      'vos autres appareils ont été déconnectés',
      `Réinitialiser mon mot de passe${NBSP}: ${URL}/forgot-password`,
    ],
  ],
  [
    'order changed',
    () =>
      orderChangedEmail(
        fr,
        { id: 5, total: '9.00' },
        { kind: 'refund', amount: '3.50' },
        { brand: 'visa', last4: '4242' },
        URL,
      ),
    /^Votre commande Maplepack 5 est modifiée$/,
    [
      `Son total est maintenant de 9,00${NBSP}$.`,
      `Nous vous avons remboursé 3,50${NBSP}$ sur votre carte VISA se terminant par 4242`,
    ],
  ],
  [
    'password reset',
    () =>
      resetPasswordEmail({
        to: fr.email,
        firstName: 'Amélie',
        link: `${URL}/reset-password?key=k&id=1`,
        validMinutes: 60,
        publicUrl: URL,
        language: 'fr',
      }),
    /^Réinitialisez votre mot de passe Maplepack$/,
    ['Bonjour Amélie,', 'Le lien ne fonctionne qu’une fois, pendant 60 minutes.'],
  ],
  [
    'e-mail changed',
    () =>
      emailChangedEmail({
        to: fr.email,
        firstName: 'Amélie',
        newEmail: 'nouveau@example.ca',
        link: `${URL}/undo-email-change?key=k&id=1`,
        validDays: 14,
        publicUrl: URL,
        language: 'fr',
      }),
    /^L’adresse courriel de votre compte Maplepack a été changée$/,
    [`de ${fr.email} à n•••@example.ca`, 'pendant 14 jours'],
  ],
  [
    'mailing-list confirmation',
    () =>
      confirmSubscriptionEmail({
        to: fr.email,
        confirmLink: `${URL}/mailing-list/confirm?token=t`,
        unsubscribeLink: `${URL}/mailing-list/unsubscribe?token=u`,
        validHours: 48,
        publicUrl: URL,
        language: 'fr',
      }),
    /^Confirmez votre abonnement à la liste d’envoi de Maplepack$/,
    [
      `appuyez sur «${NBSP}Confirmer mon abonnement${NBSP}»${NBSP}:`,
      `Pour ne plus recevoir aucun courriel de la liste d’envoi de Maplepack${NBSP}: ${URL}/mailing-list/unsubscribe?token=u`,
    ],
  ],
  [
    'mailing-list welcome',
    () =>
      welcomeEmail({
        to: fr.email,
        coupon: { code: 'welcome10', percent: 10 },
        unsubscribeLink: `${URL}/mailing-list/unsubscribe?token=u`,
        publicUrl: URL,
        language: 'fr',
      }),
    /^Bienvenue dans la liste d’envoi de Maplepack$/,
    [`Votre code pour 10${NBSP}% de rabais sur votre première boîte${NBSP}: welcome10`],
  ],
  [
    'renewal receipt',
    () =>
      renewalReceiptEmail(fr, URL, {
        orderId: 77,
        packDate: '2026-12-17',
        lines,
        totals,
        card: { brand: 'visa', last4: '4242' },
        nextPaymentDate: '2027-01-17',
        leftOut: [
          {
            name: 'Oméga-3',
            why: 'It is no longer for sale (withdrawn or out of stock), so it was left out of this pack.',
          },
        ],
      }),
    /^Votre reçu Maplepack pour la boîte du 17 décembre 2026 \(commande 77\)$/,
    [
      `Nous avons porté 13,13${NBSP}$ à votre carte VISA se terminant par 4242 pour votre boîte du 17 décembre 2026.`,
      `Vitamine D3${NBSP}: 1 le matin, 1 le soir (12,50${NBSP}$)`,
      `TPS${NBSP}: 0,63${NBSP}$`,
      `Livraison${NBSP}: Gratuite`,
      `Oméga-3${NBSP}: Ce produit n’est plus offert`,
      'Votre prochaine boîte sera facturée le 17 janvier 2027.',
    ],
  ],
  [
    'payment failed',
    () =>
      paymentFailedEmail(fr, URL, {
        orderId: 77,
        packDate: '2026-12-17',
        totalCents: 1313,
        attempt: 1,
        retryAt: '2026-12-18T14:00:00.000Z',
        reason: 'Your card has insufficient funds.',
        requiresAction: false,
      }),
    /^Votre paiement Maplepack n’est pas passé$/,
    [
      `mais le paiement n’est pas passé${NBSP}: Les fonds de votre carte sont insuffisants.`,
      'Nous réessaierons le 18 décembre.',
    ],
  ],
  [
    'plan on hold',
    () =>
      paymentFailedEmail(fr, URL, {
        orderId: 77,
        packDate: '2026-12-17',
        totalCents: 1313,
        attempt: 5,
        retryAt: null,
        reason: 'Your card was declined.',
        requiresAction: false,
      }),
    /^Votre abonnement Maplepack est en attente\u00a0: le paiement n’est pas passé$/,
    ['Nous avons maintenant essayé 5 fois', `Mettre ma carte à jour${NBSP}: ${URL}/subscription#card`],
  ],
  [
    'renewal reminder',
    () => renewalReminderEmail(fr, URL, { renewalDate: '2026-12-17', lines, totals, leftOut: [] }),
    /^Votre prochaine boîte Maplepack sera facturée le 17 décembre 2026$/,
    [`Total${NBSP}: 13,13${NBSP}$`, `Votre abonnement${NBSP}: ${URL}/subscription`],
  ],
  [
    'products left out',
    () => productsLeftOutEmail(fr, URL, { packDate: '2026-12-17', leftOut: [], charged: false }),
    /^Votre boîte Maplepack du 17 décembre 2026 n’a pas pu être envoyée$/,
    ['Votre abonnement reste actif tel quel.'],
  ],
  [
    'refund',
    () =>
      refundEmail(fr, URL, {
        orderId: 77,
        amountCents: 450,
        reason: 'A refund was made to your card for this order.',
      }),
    /^Votre remboursement Maplepack pour la commande 77$/,
    [`Nous vous avons remboursé 4,50${NBSP}$ pour votre commande 77${NBSP}: Un remboursement a été fait`],
  ],
  [
    'survey results',
    () => surveyResultsEmail({ to: fr.email, firstName: 'Amélie', publicUrl: URL, language: 'fr' }),
    /^Vos résultats Maplepack sont prêts$/,
    [
      'Merci d’avoir répondu au questionnaire santé de Maplepack.',
      `Voir mes résultats${NBSP}: ${URL}/health-assessment/results`,
    ],
  ],
];

/** English sentences long enough that one left in a French e-mail is a missed translation. */
const ENGLISH = Object.values(TABLES)
  .flatMap((table) => englishStrings(table.en))
  .filter((text) => text.length > 12);

describe.each(FRENCH)('the %s e-mail for a French-speaking customer', (_name, build, subject, says) => {
  let mail: OutgoingMail;
  beforeAll(async () => {
    mail = await build();
  });

  it('has a French subject and says it in French, in both parts', () => {
    expect(mail.subject).toMatch(subject);
    for (const text of says) expect(mail.text).toContain(text);
    expect(mail.html).toContain('lang="fr-CA"');
    expect(mail.html).toContain('L’équipe Maplepack');
  });

  it('ends with the French footer', () => {
    expect(mail.text).toContain(`Mon compte${NBSP}: ${URL}/subscription`);
    expect(mail.text).toContain(`Politique de confidentialité${NBSP}: ${URL}/privacy-policy`);
  });

  it('holds no English text of the tables and no colon after an ordinary space', () => {
    for (const text of ENGLISH) expect(mail.text).not.toContain(text);
    expect(mail.text).not.toMatch(/ :/);
    expect(mail.subject).not.toMatch(/ :/);
  });
});
