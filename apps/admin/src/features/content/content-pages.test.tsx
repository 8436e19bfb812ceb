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
  it('edits the FAQ answer in its own field, previews it as typed, saves it, and passes axe', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('PUT /api/v1/admin/content/faq/en', (call) => ({
      json: { ...faq, ...(call.body as object), updated_at: '2026-11-21T15:05:00.000Z' },
    }));
    const view = renderAdmin(fake, '/content/faq');
    const question = await screen.findByRole('group', { name: 'Question 1' });
    const answer = within(question).getByRole('textbox', { name: 'Answer' });
    expect(answer.tagName).toBe('TEXTAREA');
    expect(answer).toHaveValue('At checkout, then **every month**.');
    const preview = () => screen.getByRole('article', { name: 'Preview' });
    expect(within(preview()).getByRole('heading', { name: 'When am I charged?' })).toBeVisible();
    expect(within(preview()).getByText('every month').tagName).toBe('STRONG');
    expect(await axeViolations(view.container)).toEqual([]);

    await user.clear(answer);
    await user.type(answer, 'On the first of the month.');
    // The preview follows the form as it is typed.
    expect(within(preview()).getByText('On the first of the month.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The page was saved. The storefront shows it now.')).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/content/faq/en')[0]?.body).toEqual({
      title: 'FAQ',
      acf: {
        ...faqAcf,
        questions: [{ question: 'When am I charged?', answer: 'On the first of the month.' }],
      },
    });
  });

  it('refuses an empty required field with plain words beside it and a summary, sending nothing', async () => {
    const user = userEvent.setup();
    const fake = api();
    const view = renderAdmin(fake, '/content/faq');
    const answer = await screen.findByRole('textbox', { name: 'Answer' });
    await user.clear(answer);
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription(/Write something here: this field cannot be empty\./);
    expect(screen.getByText(/Some fields need attention/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(
      'This page cannot be saved: 1 field needs attention. Questions › Question 1 › Answer: Write something here: this field cannot be empty.',
    );
    expect(answer).toHaveFocus();
    expect(fake.callsTo('PUT /api/v1/admin/content/faq/en')).toHaveLength(0);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('keeps at least one question: its Remove is disabled, and a second one can be added and moved', async () => {
    const user = userEvent.setup();
    renderAdmin(api(), '/content/faq');
    const questions = await screen.findByRole('group', { name: 'Questions' });
    expect(within(questions).getByRole('button', { name: 'Remove: Question 1' })).toBeDisabled();
    expect(within(questions).getByRole('button', { name: 'Move up: Question 1' })).toBeDisabled();
    await user.click(within(questions).getByRole('button', { name: 'Add question' }));
    const second = within(questions).getByRole('group', { name: 'Question 2' });
    expect(within(second).getByRole('textbox', { name: 'Question' })).toHaveFocus();
    await user.keyboard('Is it vegan?');
    await user.click(within(second).getByRole('button', { name: 'Move up: Question 2' }));
    expect(
      within(screen.getByRole('group', { name: 'Question 1' })).getByRole('textbox', { name: 'Question' }),
    ).toHaveValue('Is it vegan?');
    // The moved item keeps the focus (on its Move down: Move up is disabled at the top).
    expect(screen.getByRole('button', { name: 'Move down: Question 1' })).toHaveFocus();
    // A screen reader hears where the item went.
    expect(screen.getByText('Question 2 moved up: it is Question 1 now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove: Question 1' }));
    expect(
      within(screen.getByRole('group', { name: 'Question 1' })).getByRole('textbox', { name: 'Question' }),
    ).toHaveValue('When am I charged?');
  });

  it('adds a team member, focused on their name, and saves them', async () => {
    const user = userEvent.setup();
    const fake = api();
    const teamAcf = {
      title: 'Our team',
      intro: 'Who we are.',
      team: [{ name: 'Ada', role: 'Pharmacist', bio: 'Checks every pack.' }],
      advisory_board: { anchor: 'advisory-board', title: 'Advisors', intro: 'They advise.', members: [] },
    };
    fake.on('GET /api/v1/admin/content/team', {
      json: { ...faq, slug: 'team', title: 'Team', acf: teamAcf },
    });
    fake.on('GET /api/v1/admin/content/team/versions', { json: { versions: [] } });
    fake.on('PUT /api/v1/admin/content/team/en', (call) => ({
      json: { ...faq, slug: 'team', ...(call.body as object) },
    }));
    const view = renderAdmin(fake, '/content/team');
    const team = await screen.findByRole('group', { name: 'Team members' });
    await user.click(within(team).getByRole('button', { name: 'Add team member' }));
    const added = within(team).getByRole('group', { name: 'Team member 2' });
    expect(within(added).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Grace');
    await user.type(within(added).getByRole('textbox', { name: 'Role' }), 'Nutritionist');
    await user.type(within(added).getByRole('textbox', { name: 'Biography' }), 'Plans the packs.');
    expect(
      within(screen.getByRole('article', { name: 'Preview' })).getByRole('heading', { name: 'Grace' }),
    ).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The page was saved/)).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/content/team/en')[0]?.body).toEqual({
      title: 'Team',
      acf: {
        ...teamAcf,
        team: [...teamAcf.team, { name: 'Grace', role: 'Nutritionist', bio: 'Plans the packs.' }],
      },
    });
  });

  it('checks a reference’s web address in plain words and leaves an emptied optional text out', async () => {
    const user = userEvent.setup();
    const fake = api();
    const referencesAcf = {
      title: 'References',
      intro: 'What we read.',
      references: [{ title: 'Vitamin D', publisher: 'Health Canada', url: 'https://canada.ca/d' }],
    };
    fake.on('GET /api/v1/admin/content/references', {
      json: { ...faq, slug: 'references', title: 'References', acf: referencesAcf },
    });
    fake.on('GET /api/v1/admin/content/references/versions', { json: { versions: [] } });
    fake.on('PUT /api/v1/admin/content/references/en', (call) => ({
      json: { ...faq, slug: 'references', ...(call.body as object) },
    }));
    renderAdmin(fake, '/content/references');
    const url = await screen.findByRole('textbox', { name: 'Web address' });
    expect(url).toHaveAccessibleDescription(/starting with https:\/\//);
    await user.clear(url);
    await user.type(url, 'ftp://canada.ca/d');
    expect(url).toHaveAccessibleDescription(
      /Enter a full web address that starts with https:\/\/ or http:\/\//,
    );
    await user.clear(url);
    await user.type(url, 'https://canada.ca/vitamin-d');
    const intro = screen.getByRole('textbox', { name: 'Introduction' });
    expect(intro).toHaveAccessibleDescription(/Optional: leave it empty/);
    await user.clear(intro);
    expect(intro).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The page was saved/)).toBeVisible();
    expect(fake.callsTo('PUT /api/v1/admin/content/references/en')[0]?.body).toEqual({
      title: 'References',
      acf: {
        title: 'References',
        references: [{ title: 'Vitamin D', publisher: 'Health Canada', url: 'https://canada.ca/vitamin-d' }],
      },
    });
  });

  it('keeps the form and the Advanced (JSON) view in sync', async () => {
    const user = userEvent.setup();
    renderAdmin(api(), '/content/faq');
    const answer = await screen.findByRole('textbox', { name: 'Answer' });
    await user.clear(answer);
    await user.type(answer, 'Monthly.');
    await user.click(screen.getByRole('checkbox', { name: 'Advanced (JSON)' }));
    const json = screen.getByRole('textbox', { name: /Fields \(JSON\)/ });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual({
      ...faqAcf,
      questions: [{ question: 'When am I charged?', answer: 'Monthly.' }],
    });
    await user.clear(json);
    await user.click(json);
    await user.paste('{ "title": "FAQ", "questions": [ { "question": "Q?", "answer": "Typed as JSON." } ] }');
    await user.click(screen.getByRole('checkbox', { name: 'Advanced (JSON)' }));
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('Typed as JSON.');
    // JSON that does not read keeps its view open, saying why.
    await user.click(screen.getByRole('checkbox', { name: 'Advanced (JSON)' }));
    await user.type(screen.getByRole('textbox', { name: /Fields \(JSON\)/ }), '{{');
    await user.click(screen.getByRole('checkbox', { name: 'Advanced (JSON)' }));
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(
      /Fix the JSON before going back to the form/,
    );
    expect(screen.getByRole('textbox', { name: /Fields \(JSON\)/ })).toBeVisible();
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
    const title = screen.getByRole('textbox', { name: 'Page title' });
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
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveValue('Old.');
    confirm.mockRestore();
  });
});
