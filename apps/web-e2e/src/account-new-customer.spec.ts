import { orderListResponseSchema, subscriptionResponseSchema } from '@maplepack/api-contract';
import { type Page } from '@playwright/test';
import { customerByCheckout, newEmail } from './support/checkout';
import { expectHeading } from './support/fixtures';
import { expect, test } from './support/test';

// Added to the plan and to the order: 150 mg of magnesium in the evening, safe beside the vitamin and the oil.
const MAGNESIUM = 'Magnesium Bisglycinate 150 mg';

const plan = (page: Page) => page.getByRole('region', { name: 'Your pack' });
const manage = (page: Page) => page.getByRole('region', { name: 'Manage your subscription' });
const orderChange = (page: Page) => page.getByRole('region', { name: 'Change this order' });

async function planLines(page: Page) {
  const response = await page.request.get('/api/v1/subscriptions');
  expect(response.ok()).toBe(true);
  const [only] = subscriptionResponseSchema.array().parse(await response.json());
  if (only === undefined) throw new Error('the new customer has no plan');
  return only.line_items.map((line) => ({
    name: line.name,
    am: line.meta_data.find((meta) => meta.key === 'am_dose')?.value,
    pm: line.meta_data.find((meta) => meta.key === 'pm_dose')?.value,
  }));
}

/** The money sentence of an order change's preview, and its amount. */
async function difference(page: Page, kind: 'charge' | 'refund'): Promise<string> {
  const sentence = page.getByTestId('order-difference');
  await expect(sentence).toHaveText(new RegExp(`^We will ${kind} \\$\\d+\\.\\d{2} to your card\\.$`));
  const amount = /\$\d+\.\d{2}/.exec((await sentence.textContent()) ?? '')?.[0];
  if (amount === undefined) throw new Error('the preview names no amount');
  return amount;
}

test.describe('a new customer made by checkout runs the plan and the order', () => {
  test('edits the plan (adds a product, changes a dose, saves), then adds a product to the order inside the window: charged, then refunded', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const [, oil] = await customerByCheckout(page, newEmail('plan-and-order'));
    if (oil === undefined) throw new Error('the checkout bought no oil');

    await test.step('the plan editor: add a product from the catalogue, change a dose, save', async () => {
      await page.goto('/subscription');
      await expectHeading(page, 'My Subscription');
      const oilMorning = plan(page).getByRole('group', { name: `Morning pills of ${oil.name}` });
      await expect(oilMorning).toBeVisible();
      const before = await planLines(page);
      const oilBefore = before.find((line) => line.name === oil.name);
      expect(oilBefore).toBeDefined();

      await plan(page).getByRole('button', { name: 'Add products' }).click();
      await plan(page).getByRole('searchbox', { name: 'Search products' }).fill('magnesium bisglycinate');
      await plan(page)
        .getByRole('button', { name: `Add ${MAGNESIUM}`, exact: true })
        .click();
      await expect(plan(page).getByRole('group', { name: `Evening pills of ${MAGNESIUM}` })).toContainText(
        '1',
      );
      await plan(page)
        .getByRole('button', { name: `More evening pills of ${oil.name}` })
        .click();
      await expect(plan(page).getByRole('group', { name: `Evening pills of ${oil.name}` })).toContainText(
        String((oilBefore?.pm ?? 0) + 1),
      );
      await expect(plan(page).getByText('You have changes that are not saved yet.')).toBeVisible();
      await expect(plan(page).getByRole('button', { name: 'Save my plan' })).toBeEnabled();
      await plan(page).getByRole('button', { name: 'Save my plan' }).click();
      await expect(manage(page).getByText('Your plan is saved.')).toBeVisible();

      const after = await planLines(page);
      expect(after).toEqual(
        expect.arrayContaining([
          { name: MAGNESIUM, am: 0, pm: 1 },
          { name: oil.name, am: oilBefore?.am, pm: (oilBefore?.pm ?? 0) + 1 },
        ]),
      );
      await page.reload();
      await expect(plan(page).getByRole('group', { name: `Evening pills of ${MAGNESIUM}` })).toContainText(
        '1',
      );
    });

    await test.step('the new order inside its window: add a product (charged), then remove it (refunded)', async () => {
      const listed = await page.request.get('/api/v1/orders');
      const [order] = orderListResponseSchema.parse(await listed.json());
      if (order === undefined) throw new Error('the new customer has no order');
      await page.goto(`/orders?order=${order.id}`);
      await expectHeading(page, `Order #${order.id}`);
      await expect(page.getByText(/You can change this order until/)).toBeVisible();

      await page.getByRole('button', { name: 'Change this order' }).click();
      await orderChange(page).getByRole('button', { name: 'Add products' }).click();
      await orderChange(page)
        .getByRole('searchbox', { name: 'Search products' })
        .fill('magnesium bisglycinate');
      await orderChange(page)
        .getByRole('button', { name: `Add ${MAGNESIUM}`, exact: true })
        .click();
      await expect(
        orderChange(page).getByRole('group', { name: `${MAGNESIUM}, evening pills` }),
      ).toContainText('1');
      await orderChange(page).getByRole('button', { name: 'Review the new total' }).click();
      const charged = await difference(page, 'charge');
      await expect(orderChange(page).getByRole('row', { name: new RegExp(MAGNESIUM) })).toBeVisible();
      await orderChange(page).getByRole('button', { name: 'Confirm the change' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `Your order has been changed. Charged to your card: ${charged}` }),
      ).toBeVisible();
      const products = page.getByRole('region', { name: 'Products' });
      await expect(products.getByRole('row', { name: new RegExp(MAGNESIUM) })).toBeVisible();

      await page.getByRole('button', { name: 'Change this order' }).click();
      await orderChange(page)
        .getByRole('button', { name: `Remove ${MAGNESIUM}` })
        .click();
      await expect(orderChange(page).getByText(`${MAGNESIUM} (removed)`)).toBeVisible();
      await orderChange(page).getByRole('button', { name: 'Review the new total' }).click();
      expect(await difference(page, 'refund')).toBe(charged);
      await orderChange(page).getByRole('button', { name: 'Confirm the change' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `Your order has been changed. Refunded to your card: ${charged}` }),
      ).toBeVisible();
      await expect(products.getByRole('row', { name: new RegExp(MAGNESIUM) })).toHaveCount(0);
      const changes = page.getByRole('list', { name: 'Changes after payment' });
      await expect(changes).toContainText(`Charged to your card: ${charged}`);
      await expect(changes).toContainText(`Refunded to your card: ${charged}`);
    });
  });
});
