import { CHECKOUT_MESSAGES, CUSTOMER_MESSAGES } from '@maplepack/api-contract';
import fc from 'fast-check';
import { validateContact, validEmail } from './contact-rules';
import { MARKETING_CONSENT_TEXT } from './marketing-consent';
import { arbTyped, GUEST_CONTACT } from './testing';

const guest = { needsPassword: true };

describe('validateContact', () => {
  it('gives the contact as the API takes it, with the exact consent text and the box unticked', () => {
    expect(validateContact({ ...GUEST_CONTACT, email: ' Ann@Example.CA ' }, guest)).toEqual({
      ok: true,
      value: {
        first_name: 'Ann',
        last_name: 'Tremblay',
        email: 'ann@example.ca',
        password: 'maple-syrup-42',
        marketing: { given: false, text: MARKETING_CONSENT_TEXT },
        terms_accepted: true,
      },
    });
  });

  it('records consent only when the box is ticked', () => {
    const checked = validateContact({ ...GUEST_CONTACT, marketing: true }, guest);
    expect(checked.ok && checked.value.marketing).toEqual({ given: true, text: MARKETING_CONSENT_TEXT });
  });

  it('records the consent text the page showed (French on a French page)', () => {
    const text = 'Oui, Maplepack peut m’envoyer par courriel des nouvelles, des conseils et des offres.';
    const checked = validateContact({ ...GUEST_CONTACT, marketing: true }, { ...guest, consentText: text });
    expect(checked.ok && checked.value.marketing).toEqual({ given: true, text });
  });

  it('names every wrong field with the messages the server uses', () => {
    expect(
      validateContact(
        {
          firstName: "O'Brien",
          lastName: '',
          email: 'ann@',
          password: 'short',
          marketing: false,
          terms: false,
        },
        guest,
      ),
    ).toEqual({
      ok: false,
      errors: {
        firstName: CUSTOMER_MESSAGES.invalidName,
        lastName: CUSTOMER_MESSAGES.invalidName,
        email: 'Please enter a valid email.',
        password: CUSTOMER_MESSAGES.passwordTooShort,
        terms: CHECKOUT_MESSAGES.termsRequired,
      },
    });
  });

  it('accepts accented names and hyphens (spec §5) and refuses digits', () => {
    expect(
      validateContact({ ...GUEST_CONTACT, firstName: 'Zoë-Émilie', lastName: 'St Pierre' }, guest).ok,
    ).toBe(true);
    expect(validateContact({ ...GUEST_CONTACT, firstName: 'Ann2' }, guest)).toMatchObject({
      ok: false,
      errors: { firstName: CUSTOMER_MESSAGES.invalidName },
    });
  });

  it('refuses a password that is the e-mail, as account creation does', () => {
    expect(validateContact({ ...GUEST_CONTACT, password: 'ANN@example.ca' }, guest)).toEqual({
      ok: false,
      errors: { password: CUSTOMER_MESSAGES.passwordIsEmail },
    });
  });

  it('sends no password for a signed-in person', () => {
    const checked = validateContact({ ...GUEST_CONTACT, password: '' }, { needsPassword: false });
    expect(checked.ok && 'password' in checked.value).toBe(false);
  });

  describe('properties', () => {
    it('never throws, and a valid contact has no error and an accepted terms box', () => {
      fc.assert(
        fc.property(
          fc.record({
            firstName: arbTyped(),
            lastName: arbTyped(),
            email: arbTyped(),
            password: arbTyped(),
            marketing: fc.boolean(),
            terms: fc.boolean(),
          }),
          fc.boolean(),
          (fields, needsPassword) => {
            const checked = validateContact(fields, { needsPassword });
            if (checked.ok) {
              expect(fields.terms).toBe(true);
              expect(checked.value.marketing.given).toBe(fields.marketing);
            } else {
              expect(Object.keys(checked.errors).length).toBeGreaterThan(0);
            }
          },
        ),
      );
    });

    it('an unticked terms box is always its own error', () => {
      fc.assert(
        fc.property(arbTyped(), (name) => {
          const checked = validateContact({ ...GUEST_CONTACT, firstName: name, terms: false }, guest);
          expect(checked.ok ? null : checked.errors.terms).toBe(CHECKOUT_MESSAGES.termsRequired);
        }),
      );
    });
  });
});

describe('validEmail', () => {
  it('normalises a valid e-mail and refuses others', () => {
    expect(validEmail(' Ann@Example.ca ')).toBe('ann@example.ca');
    expect(validEmail('ann@')).toBeNull();
  });
});
