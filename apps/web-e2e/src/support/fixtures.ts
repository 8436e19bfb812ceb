import { expect, type Page } from '@playwright/test';

/** The seeded demo customer (apps/api/README.md). */
export const DEMO_CUSTOMER = { email: 'demo@maplepack.ca', password: 'maplepack-demo' } as const;

/** Internet Explorer 11 on Windows 10, as it reports itself. */
export const IE11_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

/** Waits until the SPA has rendered a page's main heading (pages load as lazy chunks). */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
