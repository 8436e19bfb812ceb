import { expect, test } from './support/test';

test('/welcomebooklet.pdf is a PDF the server sends, not an SPA page', async ({ request }) => {
  const response = await request.get('/welcomebooklet.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
