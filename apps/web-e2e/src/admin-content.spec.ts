import { type Page } from '@playwright/test';
import { DEMO_STAFF, signInToAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The content pages (issue 18): the catalogue staff member changes a FAQ answer in the page's form; the
 * storefront's /faq shows it at once (the save clears the API's content cache and the server render's
 * pages); the history lists the old version, and restoring it puts the seeded answer back, so the specs
 * after this one see the seeded FAQ.
 */
test.describe.configure({ mode: 'serial' });

const NEW_ANSWER = 'Adults from 19 to 65 who live in Canada (changed by the content spec).';

async function expectAdminHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function openAnswer(page: Page, question: string) {
  await page.getByRole('button', { name: question }).click();
}

test('the catalogue staff member changes a FAQ answer, the storefront shows it, and restores the old one', async ({
  page,
  browser,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signInToAdmin(page, DEMO_STAFF.catalogue);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Content pages' }).click();
  await expectAdminHeading(page, 'Content pages');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expectAdminHeading(page, 'Edit FAQ');
  // The first question's own fields, as staff who are not developers see them (not the JSON).
  const firstQuestion = page.getByRole('group', { name: 'Question 1', exact: true });
  const answer = firstQuestion.getByRole('textbox', { name: 'Answer', exact: true });
  const first = {
    question: await firstQuestion.getByRole('textbox', { name: 'Question', exact: true }).inputValue(),
    answer: await answer.inputValue(),
  };
  expect(first.answer).not.toBe('');
  await expectNoSeriousA11yViolations(page);

  // An emptied answer is refused in plain words beside the field and in the summary; nothing is sent.
  await answer.fill('');
  await expect(answer).toHaveAccessibleDescription(/this field cannot be empty/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This page cannot be saved' })).toContainText(
    'Questions › Question 1 › Answer: Write something here',
  );
  await expect(answer).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await answer.fill(NEW_ANSWER);
  await expect(page.getByRole('article', { name: 'Preview' })).toContainText(NEW_ANSWER);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The page was saved.' })).toBeVisible();

  // A shopper's browser: /faq, rendered by the server, answers with the new text.
  const shopper = await browser.newPage();
  await shopper.goto('/faq');
  await openAnswer(shopper, first.question);
  await expect(shopper.getByRole('main')).toContainText(NEW_ANSWER);

  // The history keeps the seeded text; restoring it is a new version, and the storefront has it again.
  const history = page.getByRole('region', { name: 'History' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(DEMO_STAFF.catalogue.email);
  await expect(rows.nth(2)).toContainText('The original text');
  await expectNoSeriousA11yViolations(page);
  await rows
    .nth(2)
    .getByRole('button', { name: /Restore this version/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'The version was restored.' })).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(answer).toHaveValue(first.answer);

  await shopper.goto('/faq');
  await openAnswer(shopper, first.question);
  await expect(shopper.getByRole('main')).toContainText(first.answer.slice(0, 40));
  await expect(shopper.getByRole('main')).not.toContainText(NEW_ANSWER);
  await shopper.close();
});
