import { orderListResponseSchema, RESET_PASS_MESSAGES } from '@maplepack/api-contract';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CHECKOUT_PASSWORD, customerByCheckout, newEmail } from './support/checkout';
import { expectHeading } from './support/fixtures';
import { mailTo, type WrittenMail } from './support/outbox';
import { registerCustomer, signIn, signInAsDemo, submitLogin } from './support/session';
import { expect, test } from './support/test';

const PASSWORD = CHECKOUT_PASSWORD;
const RESET_SUBJECT = 'Reset your Maplepack password';

/** The /reset-password link of a reset e-mail (text part; the HTML part escapes the &). */
function resetLinkIn(mail: WrittenMail): string {
  const match = /https?:\/\/[^\s"<>]+(\/reset-password\?key=[\w%.-]+&(?:amp;)?id=\d+)/.exec(mail.body);
  if (match?.[1] === undefined) throw new Error(`no /reset-password link in '${mail.subject}'`);
  return match[1].replace('&amp;', '&');
}

test.describe('password reset', () => {
  test('a new customer resets the password from the outbox e-mail; the used link says so', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = newEmail('reset');
    const api = await playwright.request.newContext({ baseURL });
    await registerCustomer(api, email);
    await api.dispose();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectHeading(page, 'Forgot Password');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: RESET_PASS_MESSAGES.requested })).toBeVisible();

    const link = resetLinkIn(await mailTo(email, RESET_SUBJECT));
    await page.goto(link);
    await expectHeading(page, 'Reset Password');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your password must be at least 10 characters long.');
    await page.getByLabel(/^New password/).fill('a-brand-new-maple-key');
    await page.getByLabel('Confirm new password').fill('a-brand-new-maple-key');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(page.getByRole('status').filter({ hasText: RESET_PASS_MESSAGES.done })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await submitLogin(page, { email, password: 'a-brand-new-maple-key' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ann' })).toBeVisible();

    // The same link again, as a guest: used, with a new e-mail offered.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('another-maple-key-9');
    await page.getByLabel('Confirm new password').fill('another-maple-key-9');
    await page.getByRole('button', { name: 'Reset my password' }).click();
    await expect(page.getByRole('alert')).toHaveText(RESET_PASS_MESSAGES.usedKey);
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('the keyboard alone asks for a reset e-mail', async ({ page }) => {
    await page.goto('/forgot-password');
    await expectHeading(page, 'Forgot Password');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(newEmail('keyboard'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send me a reset link' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: RESET_PASS_MESSAGES.requested })).toBeVisible();
  });
});

test.describe('account details', () => {
  test('names and marketing consent of a new customer', async ({ page, playwright, baseURL }) => {
    const email = newEmail('details');
    const api = await playwright.request.newContext({ baseURL });
    await registerCustomer(api, email);
    await api.dispose();
    await signIn(page, email);

    await page.goto('/account-details');
    await expectHeading(page, 'Account Details');
    await expectNoSeriousA11yViolations(page);

    const names = page.getByRole('region', { name: 'Your name' });
    await names.getByLabel('First name').fill('Ann2');
    await names.getByRole('button', { name: 'Save name' }).click();
    await expect(names.getByRole('alert')).toHaveText(
      'Please enter a valid name: letters, spaces and hyphens only.',
    );
    await expect(names.getByLabel('First name')).toHaveValue('Ann2');
    await names.getByLabel('First name').fill('Anne-Marie');
    // Keyboard: the save button is the next stop after the last name.
    await names.getByLabel('Last name').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(names.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anne-Marie' })).toBeVisible();

    const consent = page.getByRole('checkbox', { name: /^Yes, send me Maplepack news/ });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(page.getByText('You will receive Maplepack news and offers by e-mail.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^Yes, send me Maplepack news/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });

  test('a password change needs the current password', async ({ page, playwright, baseURL }) => {
    const email = newEmail('password');
    const api = await playwright.request.newContext({ baseURL });
    await registerCustomer(api, email);
    await api.dispose();
    await signIn(page, email);
    await page.goto('/account-details');
    await expectHeading(page, 'Account Details');

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel(/^New password/).fill('a-brand-new-maple-key');
    await password.getByLabel('Confirm new password').fill('a-brand-new-maple-key');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('The password you entered is incorrect.');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(
      password.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();

    // The new password signs in.
    await page.context().clearCookies();
    await signIn(page, email, 'a-brand-new-maple-key');
  });
});

test.describe('the demo customer', () => {
  test('every account page passes axe and the orders open by keyboard', async ({ page }) => {
    test.setTimeout(120_000); // four axe runs
    await signInAsDemo(page);
    for (const [path, heading] of [
      ['/account-details', 'Account Details'],
      ['/addresses', 'Addresses'],
      ['/orders', 'My Orders'],
    ] as const) {
      await page.goto(path);
      await expectHeading(page, heading);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
    const listed = await page.request.get('/api/v1/orders');
    const [order] = orderListResponseSchema.parse(await listed.json());
    if (order === undefined) return;
    const link = page.getByRole('link', { name: `Order number ${order.id}` });
    await link.focus();
    await page.keyboard.press('Enter');
    await expectHeading(page, `Order #${order.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('addresses and orders of a customer made by checkout', () => {
  test('the renewal total follows the province of a new shipping address', async ({ page }) => {
    test.setTimeout(180_000);
    await customerByCheckout(page, newEmail('address'));

    await test.step('addresses', async () => {
      await page.goto('/addresses');
      await expectHeading(page, 'Addresses');
      const shipping = page.getByRole('region', { name: 'Shipping address' });
      await expect(shipping.getByLabel('Postal code')).toHaveValue('M5V 2T6');
      await expectNoSeriousA11yViolations(page);

      // A postal code of another province is refused and kept as typed.
      await shipping.getByLabel('Postal code').fill('V6B 1A1');
      await shipping.getByRole('button', { name: 'Save shipping address' }).click();
      await expect(shipping.getByText('Please correct the highlighted fields.')).toBeVisible();
      await expect(shipping.getByLabel('Postal code')).toHaveValue('V6B 1A1');

      await shipping.getByLabel('Province or territory').selectOption('BC');
      await shipping.getByLabel('City').fill('Vancouver');
      const preview = shipping.getByTestId('renewal-preview');
      await expect(preview).toContainText('taxes for BC included');
      const previewed = /: (\$\d+\.\d{2})/.exec((await preview.textContent()) ?? '')?.[1];
      expect(previewed).toBeDefined();
      await shipping.getByRole('button', { name: 'Save shipping address' }).click();
      await expect(
        shipping
          .getByRole('status')
          .filter({ hasText: `Your addresses have been saved. Your next renewal: ${previewed ?? ''}.` }),
      ).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Shipping address' }).getByLabel('Postal code'),
      ).toHaveValue('V6B 1A1');
    });
  });

  test('an order change inside the window refunds the difference', async ({ page }) => {
    test.setTimeout(180_000);
    await customerByCheckout(page, newEmail('order'));

    await test.step('orders and an order change with its refund', async () => {
      await page.goto('/orders');
      await expectHeading(page, 'My Orders');
      await expectNoSeriousA11yViolations(page);
      const listed = await page.request.get('/api/v1/orders');
      const [order] = orderListResponseSchema.parse(await listed.json());
      if (order === undefined) throw new Error('the new customer has no order');
      await page.getByRole('link', { name: `Order number ${order.id}` }).click();
      await expectHeading(page, `Order #${order.id}`);
      await expect(page.getByText(/You can change this order until/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Change this order' }).click();
      const [first] = order.line_items;
      if (first === undefined) throw new Error('the order has no line');
      // Remove the first product: every one of its pills, by keyboard.
      for (const time of ['morning', 'evening'] as const) {
        const group = page.getByRole('group', { name: `${first.name}, ${time} pills` });
        const fewer = group.getByRole('button', { name: `One fewer ${time} pill` });
        while (await fewer.isEnabled()) {
          await fewer.focus();
          await page.keyboard.press('Enter');
        }
      }
      await expect(page.getByText(`${first.name} (removed)`)).toBeVisible();
      await page.getByRole('button', { name: 'Review the new total' }).click();
      await expect(page.getByTestId('order-difference')).toHaveText(
        /^We will refund \$\d+\.\d{2} to your card\.$/,
      );
      const refund = /\$\d+\.\d{2}/.exec(
        (await page.getByTestId('order-difference').textContent()) ?? '',
      )?.[0];
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Confirm the change' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `Your order has been changed. Refunded to your card: ${refund ?? ''}` }),
      ).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(first.name) })).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Changes after payment' })).toContainText(
        'Refunded to your card',
      );
    });
  });
});
