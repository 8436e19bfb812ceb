import { type Browser, type BrowserContext, test as base } from '@playwright/test';

/**
 * Browser-storage keys of the storefront's one-time prompts (apps/web features/mailing-list
 * mailing-list-offer.ts and features/shell stores/ui-store.ts). Copied, not imported: an app may not
 * import another app.
 */
export const MAILING_LIST_OFFERED_KEY = 'maplepack.mailing-list-offered';
export const COOKIE_CONSENT_KEY = 'maplepack.cookie-consent';
/** The same answer as a cookie, which the server reads to leave the bar out of the page it renders. */
export const COOKIE_CONSENT_COOKIE = 'maplepack_cookie_consent';

export interface PromptOptions {
  /** Let the mailing-list modal open by itself after 3000 ms, as for a first-time visitor. */
  mailingListOffer: boolean;
  /** Show the cookie bar, as for a first-time visitor. */
  cookieBar: boolean;
}

/**
 * Playwright's test with a visitor who has already answered the one-time prompts, so a modal that
 * opens on a timer cannot steal focus or clicks from an unrelated test. Specs about the prompts
 * switch them back on with test.use({ mailingListOffer: true }) or ({ cookieBar: true }).
 */
export const test = base.extend<PromptOptions>({
  mailingListOffer: [false, { option: true }],
  cookieBar: [false, { option: true }],
  // Each test is its own visitor: the server (serve.mjs trusts the loopback proxy) counts logins, sign-ups
  // and card attempts per client address, as it would behind a load balancer, and one address for the
  // whole suite would reach the card-testing limits that protect a real shop.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': visitorAddress(`${testInfo.testId}:${testInfo.retry}`),
    });
  },
  page: async ({ page, mailingListOffer, cookieBar, baseURL }, use) => {
    if (!cookieBar && baseURL !== undefined)
      await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
    const answered: Array<[string, string]> = [];
    if (!mailingListOffer) answered.push([MAILING_LIST_OFFERED_KEY, 'yes']);
    if (!cookieBar) answered.push([COOKIE_CONSENT_KEY, 'accepted']);
    if (answered.length > 0) {
      await page.addInitScript((entries) => {
        for (const [key, value] of entries) window.localStorage.setItem(key, value);
      }, answered);
    }
    await use(page);
  },
});

/**
 * A context of its own (for a `beforeAll`, where the `page` fixture does not exist) for a visitor who has
 * answered the one-time prompts as `page`'s has: otherwise the mailing-list modal opens after 3 s and
 * covers what the visitor clicks next.
 */
export async function answeredContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  const baseURL = base.info().project.use.baseURL;
  if (baseURL !== undefined)
    await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
  const answered: Array<[string, string]> = [
    [MAILING_LIST_OFFERED_KEY, 'yes'],
    [COOKIE_CONSENT_KEY, 'accepted'],
  ];
  await context.addInitScript((entries) => {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  }, answered);
  return context;
}

/** A private address (10.x.y.z) that stands for one test's visitor. */
function visitorAddress(seed: string): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

export { expect } from '@playwright/test';
