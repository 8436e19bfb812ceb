import { expect, test } from './support/test';

// Pages rendered on the server (issue 17): the HTML carries the page, so a phone paints it before any
// script has run, and React then takes that HTML over instead of drawing the page again.

const PAGES: ReadonlyArray<{ path: string; heading: string; text: string | RegExp }> = [
  { path: '/', heading: 'Maplepack', text: /health assessment/i },
  { path: '/products', heading: 'Products', text: 'Omega-3 Fish Oil' },
  { path: '/products/nutritional-oils/2401', heading: 'Omega-3 Fish Oil', text: /Add to cart/ },
  { path: '/health-assessment', heading: 'Health Assessment', text: "Let's start" },
  { path: '/cart', heading: 'Your Cart', text: /cookies/ },
  { path: '/about', heading: 'About Us', text: 'Supplements, simplified' },
  { path: '/fr/products', heading: 'Produits', text: 'Huile de poisson oméga-3' },
];

test.describe('pages rendered on the server', () => {
  test('every public page shows its content with JavaScript turned off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
    const page = await context.newPage();
    for (const { path, heading, text } of PAGES) {
      const response = await page.goto(path);
      expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page).toHaveTitle(heading === 'Maplepack' ? 'Maplepack' : `${heading} | Maplepack`);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await context.close();
  });

  test('React takes the pages over without drawing them again', async ({ page }) => {
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Hydration')) hydration.push(`${page.url()}: ${message.text()}`);
    });
    // Elements of <main> the browser removes: a part React drew again instead of taking it over.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedFromMain: string[] }).removedFromMain = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              (node.closest('main') !== null ||
                (record.target instanceof Element && record.target.closest('main') !== null))
            )
              removed.push(`${node.tagName} ${node.textContent?.slice(0, 40) ?? ''}`);
      }).observe(document, { childList: true, subtree: true });
    });
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
      await expect(h1).toBeVisible();
      await page.waitForLoadState('networkidle');
      const removed = await page.evaluate(
        () => (window as unknown as { removedFromMain: string[] }).removedFromMain,
      );
      expect({ path, removed }).toEqual({ path, removed: [] });
    }
    expect(hydration).toEqual([]);
  });

  test('the taken-over page works: a product goes into the cart', async ({ page }) => {
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to cart: Omega-3 Fish Oil', exact: true }).click();
    await expect(page.getByTestId('cart-counter')).toHaveText('1');
  });

  test('a press made before React has the page is kept when a link is followed at once', async ({ page }) => {
    // The page's code is held back, so the press and the click happen on the server's painted page.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to cart: Omega-3 Fish Oil', exact: true }).click();
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    release();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-counter')).toHaveText('1');
  });

  test("the server knows the visitor's cookie choice and language", async ({ request }) => {
    const first = await (await request.get('/cart')).text();
    expect(first).toContain('We use cookies');
    const accepted = await (
      await request.get('/cart', { headers: { cookie: 'maplepack_cookie_consent=accepted' } })
    ).text();
    expect(accepted).not.toContain('We use cookies');
    const french = await (await request.get('/fr')).text();
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toMatch(/<link rel="alternate" hrefLang="en-CA" href="[^"]+\/"\/>/);
  });
});
