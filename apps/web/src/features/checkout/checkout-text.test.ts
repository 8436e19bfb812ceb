import { CHECKOUT_MESSAGES } from '@maplepack/api-contract';
import {
  type CheckoutStep,
  MARKETING_CONSENT_TEXT,
  STEP_TITLES,
  stepAnnouncement,
} from '@maplepack/checkout';
import { i18n, withCatalogue } from '../../lib/i18n/i18n';
import { loadFrench } from '../../testing';
import {
  checkoutMessageText,
  knownCheckoutMessages,
  marketingConsentText,
  stepAnnouncementText,
  stepTitle,
} from './checkout-text';
import { amountText, percentText, taxLabelText } from '../../lib/i18n/amount-text';
import { shopDayText } from './checkout-words';
import { knownTestCardMessages } from './components/payment/test-card-text';
import { knownLaterMessages, laterMessageText } from './checkout-later-text';

const STEPS = Object.keys(STEP_TITLES) as CheckoutStep[];

describe('the checkout’s words from the libs, in English', () => {
  it('are the libs’ own English, byte for byte (a changed lib message fails here)', () => {
    const known = { ...knownCheckoutMessages(), ...knownLaterMessages(), ...knownTestCardMessages() };
    for (const [english, read] of Object.entries(known)) expect(read).toBe(english);
    for (const step of STEPS) {
      expect(stepTitle(step)).toBe(STEP_TITLES[step]);
      expect(stepAnnouncementText(step, false)).toBe(stepAnnouncement(step, false));
      expect(stepAnnouncementText(step, true)).toBe(stepAnnouncement(step, true));
    }
    expect(laterMessageText(CHECKOUT_MESSAGES.postalProvince)).toBe(CHECKOUT_MESSAGES.postalProvince);
    expect(marketingConsentText()).toBe(MARKETING_CONSENT_TEXT);
    expect(amountText('-1.50')).toBe('-$1.50');
    expect(shopDayText('2026-12-17')).toBe('2026-12-17');
    expect(percentText('14.975')).toBe('14.975%');
    expect(taxLabelText('HST')).toBe('HST');
  });
});

describe('the checkout’s words from the libs, in French', () => {
  beforeAll(async () => {
    await loadFrench();
    await withCatalogue(Promise.resolve(), ['checkout']);
  });
  afterAll(() => i18n.activate('en'));

  it('translates every one, and leaves the server’s own text as it is', () => {
    for (const [english, french] of Object.entries({
      ...knownCheckoutMessages(),
      ...knownTestCardMessages(),
    })) {
      expect(french).not.toBe(english);
    }
    expect(laterMessageText('Votre carte a été refusée.')).toBe('Votre carte a été refusée.');
    expect(laterMessageText(CHECKOUT_MESSAGES.termsRequired)).toBe(
      checkoutMessageText(CHECKOUT_MESSAGES.termsRequired),
    );
    expect(stepAnnouncementText('shipping', false)).toBe('Étape 2 sur 3\u00a0: Adresse de livraison');
  });

  it('writes money, days and rates the French way', () => {
    expect(amountText('1234.50')).toBe('1\u00a0234,50\u00a0$');
    expect(amountText('-1.50')).toBe('-1,50\u00a0$');
    expect(shopDayText('2026-11-23')).toBe('23 novembre 2026');
    expect(shopDayText('2027-01-01')).toBe('1er janvier 2027');
    expect(percentText('14.975')).toBe('14,975\u00a0%');
    expect(['GST', 'HST', 'QST', 'PST', 'RST', 'Other'].map(taxLabelText)).toEqual([
      'TPS',
      'TVH',
      'TVQ',
      'TVP',
      'TVD',
      'Other',
    ]);
  });
});
