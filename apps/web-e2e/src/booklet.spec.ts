import { expect, test } from './support/test';

test('/welcomebooklet.pdf is a PDF the server sends, not an SPA page', async ({ request }) => {
  const response = await request.get('/welcomebooklet.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('/welcomebooklet.pdf?lang=fr is the French booklet, under its French name', async ({ request }) => {
  const response = await request.get('/welcomebooklet.pdf?lang=fr');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(response.headers()['content-disposition']).toContain('livret-de-bienvenue.pdf');
  // WinAnsi shares Latin-1's letters: the French title reads as it is written.
  expect((await response.body()).toString('latin1')).toContain('(Bienvenue chez Maplepack) Tj');
});
