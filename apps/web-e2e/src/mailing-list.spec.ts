import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectHeading } from './support/fixtures';
import { linkIn, mailTo } from './support/outbox';

const DIALOG_NAME = 'Join our Mailing List';
const THANK_YOU = "Thank you, we'll be in touch soon!";
const CONSENT_REQUIRED = 'Consent is required to join the mailing list.';
const CONFIRM_PROMPT = 'Please confirm your subscription with the link we just e-mailed you.';

/** A fresh address per run and attempt: the server keeps subscribers for the whole run. */
function uniqueEmail(): string {
  return `e2e-${test.info().workerIndex}-${test.info().retry}-${Date.now()}@example.ca`;
}

async function openFromFooter(page: Page) {
  const join = page.getByRole('contentinfo').getByRole('button', { name: DIALOG_NAME });
  await join.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await expect(dialog).toBeVisible();
  return { join, dialog };
}

test.describe('mailing-list modal, first visit', () => {
  test.use({ mailingListOffer: true });

  test('opens by itself after 3000 ms, once per visitor', async ({ page }) => {
    // Time stands still from the start, so the 3000 ms are counted by the test, not by a slow machine.
    await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-21T12:00:01Z'));
    await page.goto('/about');
    // The page's code arrives over the network while page time stands still; React then reveals it on
    // a short timer of its own, so page time is moved on in small steps, and counted, until it shows.
    const heading = page.getByRole('heading', { level: 1 });
    let elapsed = 0;
    while (!(await heading.isVisible()) && elapsed < 2_000) {
      await page.waitForTimeout(50);
      await page.clock.runFor(50);
      elapsed += 50;
    }
    await expect(heading).toBeVisible();
    const dialog = page.getByRole('dialog', { name: DIALOG_NAME });

    await page.clock.runFor(2_900 - elapsed);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(200);
    // Let time flow again: React reveals the lazily loaded dialog on a timer of its own.
    await page.clock.resume();
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expectHeading(page, /.+/);
    await page.clock.fastForward(10_000);
    await expect(dialog).toBeHidden();
  });
});

test.describe('mailing-list modal', () => {
  test('is operated with the keyboard: focus inside, Tab trapped, Escape returns focus', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, /.+/);
    const { join, dialog } = await openFromFooter(page);
    const close = dialog.getByRole('button', { name: 'Close' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(close).toBeFocused();
    // Tab walks the dialog and wraps from Submit back to Close; Shift+Tab wraps the other way.
    for (const stop of [
      dialog.getByRole('textbox', { name: 'Name', exact: true }),
      dialog.getByRole('textbox', { name: 'Email', exact: true }),
      dialog.getByRole('checkbox'),
      submit,
      close,
    ]) {
      await page.keyboard.press('Tab');
      await expect(stop).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(submit).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(join).toBeFocused();
  });

  test('checks the fields and the consent before sending', async ({ page }) => {
    await page.goto('/');
    const { dialog } = await openFromFooter(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email.')).toBeVisible();
    await expect(dialog.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Alex');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('alex@example.ca');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expect(dialog.getByText(THANK_YOU)).toHaveCount(0);
  });

  test('subscribes by double opt-in: the e-mailed link confirms, the welcome e-mail brings the 10% code, the unsubscribe link works', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.goto('/products');
    const { dialog } = await openFromFooter(page);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Alex Tremblay');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await expect(dialog.getByText(THANK_YOU)).toBeVisible();
    await expect(dialog.getByText(CONFIRM_PROMPT)).toBeVisible();
    // The code comes after the confirmation, in the welcome e-mail, never in the modal.
    await expect(dialog.getByText(/welcome10/i)).toHaveCount(0);

    const confirmation = await mailTo(email, 'Confirm your subscription to the Maplepack mailing list');
    await page.goto(linkIn(confirmation, '/mailing-list/confirm'));
    await expectHeading(page, 'Confirm your subscription');
    // Opening the link (as a mail scanner does) confirms nothing: the button does.
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    // (The button's spinner is a status too while the request runs: look for the message itself.)
    await expect(
      page.getByRole('status').filter({ hasText: `${email} is now on the Maplepack mailing list` }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: DIALOG_NAME })).toHaveCount(0);

    const welcome = await mailTo(email, 'Welcome to the Maplepack mailing list');
    expect(welcome.body).toContain('Your code for 10% off your first pack: welcome10');
    await page.goto(linkIn(welcome, '/mailing-list/unsubscribe'));
    await expectHeading(page, 'Unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are unsubscribed' })).toBeVisible();
  });

  test('refuses a forged link with a clear message', async ({ page }) => {
    await page.goto(`/mailing-list/unsubscribe?token=${'0'.repeat(32)}.${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid. Please check that you copied all of it.',
    );
    await page.goto('/mailing-list/confirm');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid. Please check that you copied all of it.',
    );
  });
});
