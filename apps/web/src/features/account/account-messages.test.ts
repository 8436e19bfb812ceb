import {
  ACCOUNT_MESSAGES,
  accountAddressSchema,
  CARD_UPDATE_MESSAGES,
  CHECKOUT_MESSAGES,
  CUSTOMER_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  ORDER_CHANGE_MESSAGES,
  RESET_PASS_MESSAGES,
} from '@maplepack/api-contract';
import { i18n, withCatalogue } from '../../lib/i18n/i18n';
import { loadFrench } from '../../testing';
import * as written from './account-messages';

afterEach(() => i18n.activate('en'));

describe('the contract sentences the account pages translate', () => {
  it('are written exactly as the contract says them (a change there must reach the French)', () => {
    expect(written.RESET_REQUESTED).toBe(RESET_PASS_MESSAGES.requested);
    expect(written.RESET_DONE).toBe(RESET_PASS_MESSAGES.done);
    expect(written.RESET_INVALID_KEY).toBe(RESET_PASS_MESSAGES.invalidKey);
    expect(written.PASSWORD_CHANGED).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(written.EMAIL_UNDONE).toBe(EMAIL_CHANGE_MESSAGES.undone);
    expect(written.CARD_UPDATED).toBe(CARD_UPDATE_MESSAGES.updated);
    expect(written.ORDER_BUSY).toBe(ORDER_CHANGE_MESSAGES.busy);
    expect(written.REFUND_FAILED).toBe(ORDER_CHANGE_MESSAGES.refundFailed);
    expect(written.POSTAL_PROVINCE).toBe(CHECKOUT_MESSAGES.postalProvince);
    expect(written.INVALID_NAME).toBe(CUSTOMER_MESSAGES.invalidName);
    // The address schema's own sentences, as it writes them for an empty or wrong address.
    const parsed = accountAddressSchema.safeParse({
      first_name: 'Ann',
      last_name: 'Lee',
      address_1: '',
      city: '',
      state: 'XX',
      postcode: 'nope',
      phone: 'call me',
    });
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        written.STREET_REQUIRED,
        written.CITY_REQUIRED,
        written.PROVINCE_REQUIRED,
        written.POSTAL_CODE_INVALID,
        written.PHONE_INVALID,
      ]),
    );
  });

  it('each has its French, and English stays as the server says it', async () => {
    const sentences = Object.entries(written)
      .filter(([name, value]) => /^[A-Z_]+$/.test(name) && typeof value === 'string')
      .map(([, value]) => value as string);
    expect(sentences).toHaveLength(15);
    for (const sentence of sentences) expect(written.knownText(sentence)).toBe(sentence);
    await loadFrench();
    await withCatalogue(Promise.resolve(), ['account']);
    for (const sentence of sentences) expect(written.knownText(sentence)).not.toBe(sentence);
    expect(written.knownText('Something the pages do not know.')).toBe('Something the pages do not know.');
  });
});
