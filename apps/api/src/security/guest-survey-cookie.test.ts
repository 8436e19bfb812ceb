import { deriveGuestSurveyKey, guestSurveyIds, guestSurveysCookie } from './guest-survey-cookie';

const key = deriveGuestSurveyKey(Buffer.alloc(32, 7));
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the guest-surveys cookie', () => {
  it('gives back the ids it was made with, lower case, once each', () => {
    const cookie = guestSurveysCookie(key, [id(1), id(2).toUpperCase(), id(1)]);
    expect(guestSurveyIds(key, cookie)).toEqual([id(1), id(2)]);
  });

  it('keeps the newest ten', () => {
    const ids = Array.from({ length: 12 }, (_, n) => id(n));
    expect(guestSurveyIds(key, guestSurveysCookie(key, ids))).toEqual(ids.slice(2));
  });

  it('gives nothing for a changed list, a changed signature, another key or garbage', () => {
    const cookie = guestSurveysCookie(key, [id(1)]);
    const [version, , signature] = cookie.split('.');
    const other = deriveGuestSurveyKey(Buffer.alloc(32, 8));
    for (const bad of [
      `${version}.${id(1)},${id(2)}.${signature}`,
      `${cookie.slice(0, -2)}AA`,
      guestSurveysCookie(other, [id(1)]),
      'garbage',
      '',
      undefined,
    ]) {
      expect(guestSurveyIds(key, bad)).toEqual([]);
    }
  });
});
