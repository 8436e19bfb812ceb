import { deriveTokenKey } from './auth-token';
import {
  deriveMailingLinkKey,
  surveyTicket,
  unsubscribeToken,
  verifySurveyTicket,
  verifyUnsubscribeToken,
} from './mailing-link';

const key = deriveMailingLinkKey(Buffer.alloc(32, 7));
const id = '0123456789abcdef0123456789abcdef';

describe('mailing links', () => {
  it('derives a key of its own from the data key', () => {
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.alloc(32, 7))).toBe(false);
    expect(key.equals(deriveTokenKey(Buffer.alloc(32, 7)))).toBe(false);
  });

  it('signs an unsubscribe token that names the subscriber and nothing else', () => {
    const token = unsubscribeToken(key, id);
    expect(token).toMatch(/^[0-9a-f]{32}\.[\w-]{43}$/);
    expect(verifyUnsubscribeToken(key, token)).toBe(id);
  });

  it('refuses a token with another id, another key, a damaged signature or another purpose', () => {
    const token = unsubscribeToken(key, id);
    const [, signature] = token.split('.');
    const other = 'f'.repeat(32);
    expect(verifyUnsubscribeToken(key, `${other}.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(deriveMailingLinkKey(Buffer.alloc(32, 8)), token)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, id)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${id}.`)).toBeNull();
    // A survey ticket is no unsubscribe token, even for a value that could be both.
    expect(verifySurveyTicket(key, surveyTicket(key, 42))).toBe(42);
    expect(verifyUnsubscribeToken(key, surveyTicket(key, 42))).toBeNull();
  });

  it('signs survey tickets for row ids only', () => {
    expect(verifySurveyTicket(key, `7.${surveyTicket(key, 42).split('.')[1]}`)).toBeNull();
    expect(verifySurveyTicket(key, 'garbage')).toBeNull();
    expect(() => surveyTicket(key, 0)).toThrow(RangeError);
    expect(() => unsubscribeToken(key, 'not-an-id')).toThrow(RangeError);
  });
});
