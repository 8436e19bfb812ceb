import { matchRoute, ROUTES } from '@maplepack/access';
import { act, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../test-support/fake-api';
import { productResponseFixture } from '@maplepack/api-client/testing';
import { receiptFixture } from '@maplepack/checkout/testing';
import { findPageHeading, hrefOfRouter, renderAt, SIGNED_IN_USER } from '../testing';

/** One URL per route of spec §2, the user who may see it, and its h1. */
const PAGES: ReadonlyArray<{ path: string; signedIn: boolean; heading: string }> = [
  { path: '/', signedIn: false, heading: 'Maplepack' },
  { path: '/about', signedIn: false, heading: 'About Us' },
  { path: '/account-details', signedIn: true, heading: 'Account Details' },
  { path: '/addresses', signedIn: true, heading: 'Addresses' },
  { path: '/cart', signedIn: false, heading: 'Your Cart' },
  { path: '/checkout', signedIn: false, heading: 'Checkout' },
  { path: '/checkout/trialprogram', signedIn: false, heading: 'Checkout' },
  { path: '/faq', signedIn: false, heading: 'FAQ' },
  { path: '/forbidden', signedIn: false, heading: 'Access denied.' },
  { path: '/forgot-password', signedIn: false, heading: 'Forgot Password' },
  { path: '/health-assessment', signedIn: false, heading: 'Health Assessment' },
  { path: '/health-assessment/results', signedIn: false, heading: 'No assessment yet' },
  { path: '/login', signedIn: false, heading: 'Sign In' },
  { path: '/mailing-list/confirm', signedIn: false, heading: 'Confirm your subscription' },
  { path: '/mailing-list/unsubscribe', signedIn: false, heading: 'Unsubscribe' },
  { path: '/orders', signedIn: true, heading: 'My Orders' },
  { path: '/privacy-policy', signedIn: false, heading: 'Privacy Policy' },
  { path: '/references', signedIn: false, heading: 'References' },
  { path: '/reset-password', signedIn: false, heading: 'Reset Password' },
  { path: '/subscription', signedIn: true, heading: 'My Subscription' },
  { path: '/team', signedIn: false, heading: 'Our Team' },
  { path: '/terms-and-conditions', signedIn: false, heading: 'Terms & Conditions' },
  { path: '/thank-you', signedIn: false, heading: 'Thank You' },
  { path: '/unsupported', signedIn: false, heading: 'Your browser is not supported' },
  { path: '/undo-email-change', signedIn: false, heading: 'Restore Your Email Address' },
  { path: '/products', signedIn: false, heading: 'Products' },
  { path: '/products/vitamin', signedIn: false, heading: 'Vitamins' },
  { path: '/products/wellness-boosters', signedIn: false, heading: 'Wellness Boosters' },
  { path: '/products/herbs/2501', signedIn: false, heading: 'Ashwagandha 300 mg' },
  { path: '/products/2501', signedIn: false, heading: 'Ashwagandha 300 mg' },
];

describe('the route table', () => {
  it('covers every route of @maplepack/access except the booklet, which the server sends', () => {
    const covered = new Set(PAGES.map((page) => matchRoute(page.path)?.name));
    const spa = ROUTES.map((route) => route.name).filter((name) => name !== 'welcomebooklet-pdf');
    expect(spa.filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(PAGES)('$path renders "$heading", not a 404', async ({ path, signedIn, heading }) => {
    // The product pages need their product from the API, the thank-you page the order just placed;
    // every other page renders without data.
    installFakeApi(({ url }) =>
      url.pathname === '/api/v1/checkout/receipt'
        ? { body: { receipt: receiptFixture() } }
        : url.pathname === '/api/v1/products/2501'
          ? {
              body: productResponseFixture({
                id: 2501,
                name: 'Ashwagandha 300 mg',
                categories: [{ id: 28, name: 'Herbals' }],
              }),
            }
          : undefined,
    );
    const { router } = renderAt(path, { user: signedIn ? SIGNED_IN_USER : null });
    expect(await findPageHeading()).toHaveTextContent(heading);
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(hrefOfRouter(router)).toBe(path);
  });
});

describe('guards', () => {
  it('shows a public page while the session is still being restored', async () => {
    renderAt('/about', { sessionUnknown: true });
    expect(await findPageHeading()).toHaveTextContent('About Us');
  });

  it('holds a login-required page until the session is restored', async () => {
    const { router } = renderAt('/orders', { sessionUnknown: true });
    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(hrefOfRouter(router)).toBe('/orders');
  });

  it('sends a guest on /orders to /login, remembering /orders', async () => {
    const { router } = renderAt('/orders');
    expect(await findPageHeading()).toHaveTextContent('Sign In');
    expect(hrefOfRouter(router)).toBe('/login?redirect=%2Forders');
  });

  it('sends a signed-in person on /login home', async () => {
    const { router } = renderAt('/login', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('Maplepack');
    expect(hrefOfRouter(router)).toBe('/');
  });

  it('sends a signed-in person on /login?redirect=… to the remembered page', async () => {
    const { router } = renderAt('/login?redirect=%2Forders', { user: SIGNED_IN_USER });
    expect(await findPageHeading()).toHaveTextContent('My Orders');
    expect(hrefOfRouter(router)).toBe('/orders');
  });

  it('treats a user whose status is not 200 as a guest', async () => {
    const { router } = renderAt('/subscription', { user: { ...SIGNED_IN_USER, status: 401 } });
    await findPageHeading();
    expect(hrefOfRouter(router)).toBe('/login?redirect=%2Fsubscription');
  });

  describe('with Internet Explorer', () => {
    beforeEach(() => {
      jest
        .spyOn(window.navigator, 'userAgent', 'get')
        .mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko');
    });
    afterEach(() => jest.restoreAllMocks());

    it('redirects any page to /unsupported, shown without the shop header', async () => {
      const { router } = renderAt('/products');
      expect(await findPageHeading()).toHaveTextContent('Your browser is not supported');
      expect(hrefOfRouter(router)).toBe('/unsupported');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    });
  });

  it('shows the error screen for a non-local ?redirect=', async () => {
    renderAt('/login?redirect=https%3A%2F%2Fevil.example');
    expect(await findPageHeading()).toHaveTextContent('An error occurred');
  });

  it('carries the trial campaign into the next page', async () => {
    const { router } = renderAt('/checkout/trialprogram');
    await findPageHeading();
    await act(() => router.navigate('/products'));
    await waitFor(() => expect(hrefOfRouter(router)).toBe('/products?campaign=trialprogram'));
  });
});

describe('not found', () => {
  it.each(['/no-such-page', '/products/not-a-category', '/products/vitamin/abc', '/welcomebooklet.pdf'])(
    '%s shows the 404 screen',
    async (path) => {
      renderAt(path);
      expect(await findPageHeading()).toHaveTextContent('Page not found');
      expect(screen.getByText('This page could not be found')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    },
  );
});
