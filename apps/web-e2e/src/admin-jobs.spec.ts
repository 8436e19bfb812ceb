import { readFile } from 'node:fs/promises';
import { ADMIN_ORDER_MESSAGES, orderListResponseSchema } from '@maplepack/api-contract';
import { type Page } from '@playwright/test';
import { DEMO_STAFF, signInToAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { customerByCheckout, newEmail } from './support/checkout';
import { pdfText } from './support/pdf';
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_KEY,
  MAILING_LIST_OFFERED_KEY,
  expect,
  test,
} from './support/test';

/**
 * Each role's main job in the back office (issue 18), one after the other on one order: a customer buys
 * it in the storefront; support refunds part of it; fulfilment finds it on the day's packing list, prints
 * the list (print media, PDF), downloads the server's PDF and the CSV, then marks it shipped; the owner finds all of it in
 * the audit log. Support also sends the confirmation again. Axe runs on every back-office page on the way.
 */
test.describe.configure({ mode: 'serial' });

let orderId = 0;
let email = '';

async function expectAdminHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.beforeAll(async ({ browser, baseURL }) => {
  // The customer buys in a browser of their own: the staff's browsers never carry the shop's cookies. Like
  // the `page` fixture's visitor (support/test.ts), it has answered the one-time prompts (the mailing-list
  // modal would otherwise open mid-checkout and take a click) and is a visitor address of its own.
  const context = await browser.newContext({
    extraHTTPHeaders: {
      'x-forwarded-for': `10.18.${Math.floor(Math.random() * 250) + 1}.${(Date.now() % 250) + 1}`,
    },
  });
  if (baseURL !== undefined)
    await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
  await context.addInitScript(
    (entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    },
    [
      [MAILING_LIST_OFFERED_KEY, 'yes'],
      [COOKIE_CONSENT_KEY, 'accepted'],
    ] as Array<[string, string]>,
  );
  const page = await context.newPage();
  email = newEmail('admin-e2e');
  await customerByCheckout(page, email);
  const [order] = orderListResponseSchema.parse(await (await page.request.get('/api/v1/orders')).json());
  if (order === undefined) throw new Error('the checkout made no order');
  orderId = order.id;
  await context.close();
});

test('support finds the order and refunds part of it', async ({ page }) => {
  await signInToAdmin(page, DEMO_STAFF.support);
  await expectAdminHeading(page, `Welcome, ${DEMO_STAFF.support.name}`);
  await expectNoSeriousA11yViolations(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Dashboard',
    'Orders',
    'Subscriptions',
    'Customers',
    'Privacy requests',
  ]);

  await nav.getByRole('link', { name: 'Orders' }).click();
  await expectAdminHeading(page, 'Orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/orders\\?search=${encodeURIComponent(email).replace(/\./g, '\\.')}`),
  );
  await expect(page.getByRole('status').filter({ hasText: '1 order' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: `#${orderId}` }).click();
  await expectAdminHeading(page, `Order #${orderId}`);
  await expectNoSeriousA11yViolations(page);
  const amount = page.getByLabel('Amount (CAD)');
  const refundable = await amount.inputValue();
  expect(Number(refundable)).toBeGreaterThan(5);
  await amount.fill('5.00');
  await page.getByLabel('Reason', { exact: true }).fill('One bottle arrived broken');
  await page.getByRole('button', { name: 'Review the refund' }).click();
  await expect(page.getByText(`Refund $5.00 of order #${orderId} to the customer's card?`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A double click on Confirm refunds once: one attempt, one Idempotency-Key.
  const refundRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/v1/admin/orders/${orderId}/refunds`))
      refundRequests.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: 'Refund $5.00' }).dblclick();
  await expect(page.getByText('The payment provider refunded $5.00.')).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('row', { name: /One bottle arrived broken/ })).toContainText('$5.00');
  expect(new Set(refundRequests).size).toBe(1);
  const left = (Math.round(Number(refundable) * 100) - 500) / 100;
  await expect(amount).toHaveValue(left.toFixed(2));

  await page.getByRole('region', { name: 'Resend confirmation' }).getByRole('button').click();
  await expect(
    page.getByRole('status').filter({ hasText: ADMIN_ORDER_MESSAGES.confirmationSent }),
  ).toBeVisible();
});

test('fulfilment prints the day’s packing list, downloads its PDF and CSV and marks the order shipped', async ({
  page,
}) => {
  await signInToAdmin(page, DEMO_STAFF.fulfilment);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Packing list' })
    .click();
  await expectAdminHeading(page, /^Packing list for \d{4}-\d{2}-\d{2}$/);
  const pack = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Order #${orderId}` }) });
  await expect(pack).toBeVisible();
  await expect(pack.getByRole('row')).not.toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // On paper: no nav, no buttons, every pack.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(pack).toBeVisible();
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await downloading).path()) ?? '', 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe(
    'order_id,name,address_1,address_2,city,province,postcode,product,morning_pills,evening_pills,days,total_pills',
  );
  expect(rows.filter((row) => row.startsWith(`${orderId},`)).length).toBeGreaterThan(0);

  // The server's PDF of the same list: a PDF, with this order's pack in it.
  const downloadingPdf = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const pdfFile = await downloadingPdf;
  expect(pdfFile.suggestedFilename()).toMatch(/^packing-list-\d{4}-\d{2}-\d{2}\.pdf$/);
  const serverPdf = await readFile((await pdfFile.path()) ?? '');
  expect(serverPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(serverPdf)).toContain(`Order #${orderId}`);

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page.goto(`/admin/orders/${orderId}`);
  await expectAdminHeading(page, `Order #${orderId}`);
  await page.getByLabel('Carrier').fill('Canada Post');
  await page.getByLabel('Tracking number').fill('7023 4567 8901 2345');
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('region', { name: 'Shipment' })).toContainText('7023 4567 8901 2345');
  await expectNoSeriousA11yViolations(page);
});

test('the owner finds the refund, the confirmation and the shipment in the audit log', async ({ page }) => {
  await signInToAdmin(page, DEMO_STAFF.owner);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Dashboard',
    'Orders',
    'Subscriptions',
    'Customers',
    'Packing list',
    'Products',
    'Coupons',
    'Tax rules',
    'Shipping rates',
    'Content pages',
    'Safety rules',
    'Privacy requests',
    'Audit log',
    'Staff',
  ]);
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expectAdminHeading(page, 'Audit log');
  await page.getByRole('searchbox', { name: 'Target' }).fill(`order:${orderId}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  const table = page.getByRole('table');
  const refunded = table.getByRole('row').filter({ hasText: 'order.refunded' });
  await expect(refunded).toContainText(DEMO_STAFF.support.email);
  await expect(refunded).toContainText('One bottle arrived broken');
  const shipped = table.getByRole('row').filter({ hasText: 'order.shipped' });
  await expect(shipped).toContainText(DEMO_STAFF.fulfilment.email);
  await expect(shipped).toContainText('7023 4567 8901 2345');
  await expect(table.getByRole('row').filter({ hasText: 'order.confirmation-resent' })).toContainText(
    DEMO_STAFF.support.email,
  );
  await expectNoSeriousA11yViolations(page);
});
