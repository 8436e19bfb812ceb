import { type AdminContentPage, type AdminContentVersion } from '@maplepack/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test-support/axe';
import { fakeAdminApi, staffOf } from '../../test-support/fake-admin-api';
import { renderAdmin } from '../../test-support/render-admin';

const faqAcf = {
  title: 'Frequently asked questions',
  questions: [{ question: 'When am I charged?', answer: 'At checkout, then **every month**.' }],
};
const faq: AdminContentPage = {
  slug: 'faq',
  title: 'FAQ',
  acf: faqAcf,
  title_fr: null,
  acf_fr: null,
  updated_at: '2026-11-21T15:00:00.000Z',
};
const original: AdminContentVersion = {
  id: 1,
  language: 'en',
  title: 'FAQ',
  acf: { title: 'Old questions', questions: [{ question: 'Old?', answer: 'Old.' }] },
  staff_email: null,
  saved_at: '2026-11-20T15:00:00.000Z',
};
const latest: AdminContentVersion = {
  ...original,
  id: 2,
  acf: faqAcf,
  staff_email: 'catalogue@maplepack.test',
  saved_at: '2026-11-21T15:00:00.000Z',
};

function api() {
  const fake = fakeAdminApi();
  fake.on('GET /api/v1/admin/session', {
    json: { staff: staffOf('catalogue'), expires_at: '2026-11-21T15:30:00.000Z' },
  });
  fake.on('GET /api/v1/admin/content', {
    json: { pages: [{ slug: 'faq', title: 'FAQ', title_fr: null, updated_at: faq.updated_at }] },
  });
  fake.on('GET /api/v1/admin/content/faq', { json: faq });
  fake.on('GET /api/v1/admin/content/faq/versions', { json: { versions: [latest, original] } });
  return fake;
}

describe('the content pages list', () => {
  it('links each page and says when its French is not written, and passes axe', async () => {
    const view = renderAdmin(api(), '/content');
    const row = await screen.findByRole('row', { name: /FAQ/ });
    expect(within(row).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/content/faq');
    expect(row).toHaveTextContent('Not written yet: the English shows');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('is not offered to a role without content.write', async () => {
    const fake = api();
    fake.on('GET /api/v1/admin/session', {
      json: { staff: staffOf('support'), expires_at: '2026-11-21T15:30:00.000Z' },
    });
    renderAdmin(fake, '/content/faq');
    expect(await screen.findByRole('heading', { name: 'Your role does not allow this page.' })).toBeVisible();
    expect(fake.callsTo('GET /api/v1/admin/content/faq')).toHaveLength(0);
  });
});

describe('a content page', () => {
  it('previews the fields as the storefront lays them out, saves them, and passes axe', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('PUT /api/v1/admin/content/faq/en', (call) => ({
      json: { ...faq, ...(call.body as object), updated_at: '2026-11-21T15:05:00.000Z' },
    }));
    const view = renderAdmin(fake, '/content/faq');
    const fields = await screen.findByRole('textbox', { name: /Fields \(JSON\)/ });
    const preview = screen.getByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'When am I charged?' })).toBeVisible();
    expect(within(preview).getByText('every month').tagName).toBe('STRONG');
    expect(await axeViolations(view.container)).toEqual([]);

    const changed = {
      ...faqAcf,
      questions: [{ question: 'When am I charged?', answer: 'On the first of the month.' }],
    };
    await user.clear(fields);
    await user.click(fields);
    await user.paste(JSON.stringify(changed));
    // The preview follows the text as it is typed (it was gone while the field was empty).
    expect(
      within(screen.getByRole('article', { name: 'Preview' })).getByText('On the first of the month.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The page was saved. The storefront shows it now.')).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/content/faq/en')[0]?.body).toEqual({ title: 'FAQ', acf: changed });
  });

  it('refuses a bad field with the schema’s words before sending anything', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderAdmin(fake, '/content/faq');
    const fields = await screen.findByRole('textbox', { name: /Fields \(JSON\)/ });
    await user.clear(fields);
    await user.click(fields);
    await user.paste(JSON.stringify({ title: 'FAQ', questions: [{ question: 'Why?', answer: '' }] }));
    expect(fields).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Fix the fields to see the preview.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(
      /This page cannot be saved: acf\.questions\[0\]\.answer: Too small/,
    );
    expect(fake.callsTo('PUT /api/v1/admin/content/faq/en')).toHaveLength(0);
  });

  it('starts the French as a copy of the English and saves it as French', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('PUT /api/v1/admin/content/faq/fr', (call) => {
      const body = call.body as { title: string; acf: Record<string, unknown> };
      return { json: { ...faq, title_fr: body.title, acf_fr: body.acf } };
    });
    renderAdmin(fake, '/content/faq');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    expect(
      screen.getByText('The French is not written yet: it starts as a copy of the English.'),
    ).toBeVisible();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'FAQ en français');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The page was saved/)).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/content/faq/fr')[0]?.body).toEqual({
      title: 'FAQ en français',
      acf: faqAcf,
    });
  });

  it('lists the history and restores an older version after asking', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('POST /api/v1/admin/content/faq/versions/1/restore', {
      json: { ...faq, acf: original.acf, updated_at: '2026-11-21T15:10:00.000Z' },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin(fake, '/content/faq');
    const history = await screen.findByRole('region', { name: 'History' });
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('catalogue@maplepack.test');
    expect(rows[2]).toHaveTextContent('The original text');
    // The newest version is the page's text: only older ones offer a restore.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(within(rows[2] as HTMLElement).getByRole('button', { name: /Restore this version/ }));
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByText('The version was restored.')).toBeVisible();
    expect(fake.callsTo('POST /api/v1/admin/content/faq/versions/1/restore')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Fields \(JSON\)/ })).toHaveValue(
      JSON.stringify(original.acf, null, 2),
    );
    confirm.mockRestore();
  });
});
