import { ALL_CATEGORIES_TAB, CATEGORIES, categoryBySlug } from '@maplepack/catalog';
import { formatMoney } from '@maplepack/pricing';
import { expect, test } from './support/test';
import {
  allProducts,
  centsOf,
  firstInStockProduct,
  inStockProducts,
  relatedInStock,
} from './support/catalogue';
import { expectHeading } from './support/fixtures';

test.describe('catalogue', () => {
  test('the All tab lists the tabs of spec §2 in order and is the current one', async ({ page }) => {
    await page.goto('/products');
    await expectHeading(page, 'Products');
    const tabs = page.getByRole('navigation', { name: 'Product categories' }).getByRole('link');
    await expect(tabs).toHaveText([ALL_CATEGORIES_TAB.name, ...CATEGORIES.map((category) => category.name)]);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  });

  for (const category of CATEGORIES) {
    test(`browse ${category.name}: only its in-stock products`, async ({ page, request }) => {
      const shown = await inStockProducts(request, category);
      const hidden = (await allProducts(request, category)).filter(
        (product) => product.stock_status !== 'instock',
      );

      await page.goto('/products');
      const tabs = page.getByRole('navigation', { name: 'Product categories' });
      await tabs.getByRole('link', { name: category.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${category.slug}$`));
      await expectHeading(page, category.name);
      await expect(tabs.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(shown.length);
      for (const product of shown.slice(0, 3)) {
        const card = page.getByRole('article', { name: product.name, exact: true });
        // A free accessory (the $0 Maplepack Box) says it comes with every order instead of "$0.00 / month".
        const cents = centsOf(product.price);
        await expect(card).toContainText(
          cents === 0 ? 'Included with every order' : `${formatMoney(cents)} / month`,
        );
      }
      for (const product of hidden) {
        await expect(page.getByRole('article', { name: product.name, exact: true })).toHaveCount(0);
      }
    });
  }

  test('open a product from its category: name, price, doses, NPN, related products', async ({
    page,
    request,
  }) => {
    const vitamins = categoryBySlug('vitamin');
    if (vitamins === undefined) throw new Error('catalog has no vitamin category');
    const product = await firstInStockProduct(request, vitamins);

    await page.goto('/products/vitamin');
    await page
      .getByRole('article', { name: product.name, exact: true })
      .getByRole('link', { name: product.name })
      .click();
    // The card links under the product's first category, which may be another collection.
    await expect(page).toHaveURL(new RegExp(`/products/[a-z-]+/${product.id}$`));
    await expectHeading(page, product.name);
    const main = page.getByRole('main');
    await expect(main).toContainText(`${formatMoney(centsOf(product.price))} / month`);
    const { standard_dose_am: am, standard_dose_pm: pm } = product.acf.standard_dose_amount;
    await expect(main).toContainText(
      `Morning ${am} ${am === 1 ? 'pill' : 'pills'}, evening ${pm} ${pm === 1 ? 'pill' : 'pills'}`,
    );
    if (product.npn !== null) await expect(main).toContainText(product.npn);
    await expect(
      main.getByRole('button', { name: `Add to cart: ${product.name}`, exact: true }),
    ).toBeVisible();

    const related = await relatedInStock(request, product);
    const section = page.getByRole('region', { name: 'Related products' });
    if (related.length === 0) {
      await expect(section.getByRole('article')).toHaveCount(0);
    } else {
      await expect(section.getByRole('article')).toHaveCount(related.length);
      for (const other of related)
        await expect(section.getByRole('article', { name: other.name, exact: true })).toBeVisible();
    }
  });

  test('an unknown product id shows the 404 screen', async ({ page }) => {
    await page.goto('/products/vitamin/999999');
    await expectHeading(page, 'Page not found');
  });

  test('adding from a product card updates the header counter', async ({ page, request }) => {
    const herbs = categoryBySlug('herbs');
    if (herbs === undefined) throw new Error('catalog has no herbs category');
    const [first, second] = await inStockProducts(request, herbs);
    if (first === undefined || second === undefined)
      throw new Error('the seed has fewer than two herbals in stock');

    await page.goto('/products/herbs');
    const counter = page.getByTestId('cart-counter');
    await expect(counter).toHaveText('+');
    await page.getByRole('button', { name: `Add to cart: ${first.name}`, exact: true }).click();
    await expect(counter).toHaveText('1');
    await page.getByRole('button', { name: `Add to cart: ${second.name}`, exact: true }).click();
    await expect(counter).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });
});
