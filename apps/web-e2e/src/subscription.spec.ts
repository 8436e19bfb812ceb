import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHeading } from './support/fixtures';
import { signInAsDemo } from './support/session';
import { expect, test } from './support/test';

// The demo customer's plan (Women's Multivitamin, Omega-3 Fish Oil, Magnesium Bisglycinate 150 mg)
// is one plan for the whole run: these tests change it in order. A retry would start from the plan
// the failed run left behind (and report that instead of the first failure), so there is none.
test.describe.configure({ mode: 'serial', retries: 0 });

const OMEGA = 'Omega-3 Fish Oil';
const MAGNESIUM = 'Magnesium Bisglycinate 150 mg';
const VITAMIN_D = 'Vitamin D3 1,000 IU';

async function openPlan(page: Page): Promise<void> {
  await signInAsDemo(page);
  await page.goto('/subscription');
  await expectHeading(page, 'My Subscription');
  await expect(page.getByRole('group', { name: `Morning pills of ${OMEGA}` })).toBeVisible();
}

const plan = (page: Page) => page.getByRole('region', { name: 'Your pack' });
const manage = (page: Page) => page.getByRole('region', { name: 'Manage your subscription' });
const status = (page: Page) => manage(page).getByRole('definition').first();

/** Presses Tab until `target` has focus (at most `limit` times): the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('/subscription: the plan editor (demo customer)', () => {
  test('raises a dose, removes a product and saves; the renewal follows', async ({ page }) => {
    await openPlan(page);
    await expect(plan(page).getByText(/^Next renewal/)).toBeVisible();
    const before = await plan(page).getByRole('definition').last().textContent();

    await plan(page)
      .getByRole('button', { name: `More morning pills of ${OMEGA}` })
      .click();
    await expect(plan(page).getByRole('group', { name: `Morning pills of ${OMEGA}` })).toContainText('2');
    await plan(page)
      .getByRole('button', { name: `Remove ${MAGNESIUM}` })
      .click();
    await expect(plan(page).getByRole('group', { name: `Morning pills of ${MAGNESIUM}` })).toHaveCount(0);
    await expect(plan(page).getByText('You have changes that are not saved yet.')).toBeVisible();
    await expect(plan(page).getByRole('definition').last()).not.toHaveText(before ?? '');

    await plan(page).getByRole('button', { name: 'Save my plan' }).click();
    await expect(manage(page).getByText('Your plan is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: `Morning pills of ${OMEGA}` })).toContainText('2');
    await expect(page.getByRole('group', { name: `Morning pills of ${MAGNESIUM}` })).toHaveCount(0);
  });

  test('adds a product from the catalogue; a pack over an upper limit is refused with its reason', async ({
    page,
  }) => {
    await openPlan(page);
    await plan(page).getByRole('button', { name: 'Add products' }).click();
    await plan(page).getByRole('searchbox', { name: 'Search products' }).fill('vitamin d3');
    await plan(page)
      .getByRole('button', { name: `Add ${VITAMIN_D}`, exact: true })
      .click();
    const group = plan(page).getByRole('group', { name: `Morning pills of ${VITAMIN_D}` });
    await expect(group).toContainText('1');

    // With the multivitamin's 25 µg, four pills of D3 (100 µg) go over the adult upper limit.
    await plan(page)
      .getByRole('button', { name: `More morning pills of ${VITAMIN_D}` })
      .click();
    await plan(page)
      .getByRole('button', { name: `More evening pills of ${VITAMIN_D}` })
      .click();
    await plan(page)
      .getByRole('button', { name: `More evening pills of ${VITAMIN_D}` })
      .click();
    const refusal = plan(page).getByRole('alert');
    await expect(refusal).toContainText('This plan cannot be saved:');
    await expect(refusal).toContainText(`${VITAMIN_D}:`);
    await expect(plan(page).getByRole('button', { name: 'Save my plan' })).toBeDisabled();

    await plan(page).getByRole('button', { name: 'Cancel changes' }).click();
    await expect(plan(page).getByRole('group', { name: `Morning pills of ${VITAMIN_D}` })).toHaveCount(0);
    await expect(plan(page).getByRole('alert')).toHaveCount(0);
  });

  test('works with the keyboard only', async ({ page }) => {
    // Up to 60 Tab presses per control, each checked in the page: a minute is too short on a busy machine.
    test.slow();
    await openPlan(page);
    const fewer = plan(page).getByRole('button', { name: `Fewer morning pills of ${OMEGA}` });
    await tabTo(page, fewer);
    await page.keyboard.press('Enter');
    await expect(plan(page).getByRole('group', { name: `Morning pills of ${OMEGA}` })).toContainText('1');
    await tabTo(page, plan(page).getByRole('button', { name: 'Save my plan' }));
    await page.keyboard.press('Enter');
    await expect(manage(page).getByText('Your plan is saved.')).toBeVisible();

    await tabTo(page, plan(page).getByRole('button', { name: 'Add products' }));
    await page.keyboard.press('Enter');
    await tabTo(page, plan(page).getByRole('searchbox', { name: 'Search products' }));
    await page.keyboard.type('magnesium');
    await tabTo(page, plan(page).getByRole('button', { name: `Add ${MAGNESIUM}` }));
    await page.keyboard.press('Enter');
    await expect(plan(page).getByRole('group', { name: `Evening pills of ${MAGNESIUM}` })).toBeVisible();
    await tabTo(page, plan(page).getByRole('button', { name: 'Save my plan' }));
    await page.keyboard.press('Enter');
    await expect(manage(page).getByText('Your plan is saved.')).toBeVisible();
  });

  test('has no serious axe violation, with the catalogue open', async ({ page }) => {
    await openPlan(page);
    await expectNoSeriousA11yViolations(page);
    await plan(page).getByRole('button', { name: 'Add products' }).click();
    await expect(plan(page).getByRole('list', { name: 'Catalogue' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/subscription: self-service (demo customer)', () => {
  test('skips the next pack, and the history says so', async ({ page }) => {
    await openPlan(page);
    await manage(page).getByRole('button', { name: 'Skip the next pack' }).click();
    await expect(manage(page).getByRole('list', { name: 'History' })).toContainText(/Skipped the .* pack/);
  });

  test('pauses for two months and resumes', async ({ page }) => {
    await openPlan(page);
    await manage(page).getByRole('radio', { name: '2 months' }).check();
    await manage(page).getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(status(page)).toHaveText('Paused');
    await manage(page).getByRole('button', { name: 'Resume now' }).click();
    await expect(status(page)).toHaveText('Active');
  });

  test('moves the next renewal date within the allowed range', async ({ page }) => {
    await openPlan(page);
    const field = manage(page).getByLabel('New date for your next pack');
    const latest = await field.getAttribute('max');
    expect(latest).not.toBeNull();
    await field.fill(latest ?? '');
    await manage(page).getByRole('button', { name: 'Move the date' }).click();
    await expect(
      manage(page).getByRole('list', { name: 'History' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(manage(page).getByRole('alert')).toHaveCount(0);
  });

  test('cancels with a reason (pause offered once) and reactivates', async ({ page }) => {
    await openPlan(page);
    await manage(page).getByRole('button', { name: 'Cancel my subscription' }).click();
    await expect(manage(page).getByText(/Would a break help instead/)).toBeVisible();
    await manage(page).getByRole('radio', { name: 'It costs too much' }).check();
    await manage(page)
      .getByRole('textbox', { name: /Anything else/ })
      .fill('Trying for a while without.');
    await manage(page).getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(status(page)).toHaveText(/Cancelled/);
    await expect(manage(page).getByText('Ends on', { exact: true })).toBeVisible();

    await manage(page).getByRole('button', { name: 'Reactivate my subscription' }).click();
    await expect(status(page)).toHaveText('Active');
  });

  test('updates the card with the test gateway’s form', async ({ page }) => {
    await openPlan(page);
    await manage(page).getByRole('button', { name: 'Update card' }).click();
    const form = page.getByRole('form', { name: 'New card (test mode)' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('Security code (CVC)').fill('123');
    await form.getByLabel('Name on card').fill('Jamie Leblanc');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(manage(page).getByText(/Your card is updated/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
