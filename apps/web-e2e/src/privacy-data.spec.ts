import { readFile } from 'node:fs/promises';
import { dataExportSchema } from '@maplepack/api-contract';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CHECKOUT_PASSWORD, newEmail } from './support/checkout';
import { expectHeading } from './support/fixtures';
import { mailTo } from './support/outbox';
import { registerCustomer, signIn } from './support/session';
import { expect, test } from './support/test';

test.describe('your data (issue 18: Law 25, PIPEDA)', () => {
  test('a customer downloads their data, asks for the deletion of the account, then withdraws it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = newEmail('privacy');
    const api = await playwright.request.newContext({ baseURL });
    await registerCustomer(api, email);
    await api.dispose();
    await signIn(page, email);

    await page.goto('/account-details');
    await expectHeading(page, 'Account Details');
    const data = page.getByRole('region', { name: 'Your data' });
    const deletion = page.getByRole('region', { name: 'Delete your account' });
    await expect(deletion).toContainText('for six years');
    await expect(deletion.getByRole('button', { name: 'Ask to delete my account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The download: a JSON file named for the day, holding this customer and only this one.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^maplepack-data-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const file = dataExportSchema.parse(JSON.parse(await readFile(path, 'utf8')));
    expect(file.customer).toMatchObject({ email, first_name: 'Ann', last_name: 'Tremblay' });
    expect(file.privacy_requests).toEqual([expect.objectContaining({ kind: 'export', state: 'completed' })]);
    expect(JSON.stringify(file)).not.toMatch(/argon2|password_hash/);
    await expect(data.getByRole('status')).toHaveText('Your data file has been downloaded.');

    // The deletion request: a wrong password first, then the right one.
    await deletion.getByRole('button', { name: 'Ask to delete my account' }).click();
    await deletion.getByLabel('Your password').fill('not my password');
    await deletion.getByRole('button', { name: 'Confirm the deletion request' }).click();
    await expect(deletion.getByRole('alert')).toHaveText('The password you entered is incorrect.');
    await deletion.getByLabel('Your password').fill(CHECKOUT_PASSWORD);
    await deletion.getByRole('button', { name: 'Confirm the deletion request' }).click();
    await expect(
      deletion.getByText(/You asked us to delete your account on .*The request is pending/),
    ).toBeVisible();
    const mail = await mailTo(email, 'We received your request to delete your Maplepack account');
    expect(mail.body).toContain('six years');
    await expectNoSeriousA11yViolations(page);

    // Still pending after a reload (the server's state), then withdrawn.
    await page.reload();
    await expect(deletion.getByText(/The request is pending/)).toBeVisible();
    await deletion.getByRole('button', { name: 'Withdraw my deletion request' }).click();
    await expect(deletion.getByText('Your deletion request has been withdrawn.')).toBeVisible();
    await expect(deletion.getByRole('button', { name: 'Ask to delete my account' })).toBeVisible();
    await page.reload();
    await expect(deletion.getByRole('button', { name: 'Ask to delete my account' })).toBeVisible();
  });
});
