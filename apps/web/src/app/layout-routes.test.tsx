import { CATEGORIES } from '@maplepack/catalog';
import { CATEGORY_COLORS } from '@maplepack/ui';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../stores/auth-store';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_KEY, useUiStore } from '../stores/ui-store';
import { useSurveyShellStore } from '../features/survey/stores/survey-shell-store';
import { loadPage } from '../features/shell/document-navigation';
import { MAILING_LIST_DELAY_MS } from '../features/mailing-list/mailing-list-offer';
import { cartEntry, findPageHeading, hrefOfRouter, renderAt, SIGNED_IN_USER } from '../testing';

// jsdom applies the injected styles but no media queries, so tests see the phone layout: the
// desktop-only header items are display:none, out of the accessibility tree, and found by text.
jest.mock('../features/shell/document-navigation', () => ({ loadPage: jest.fn() }));

function header(): HTMLElement {
  return screen.getByRole('banner');
}

describe('default header', () => {
  it("shows '+' on the cart when it is empty", async () => {
    renderAt('/');
    await findPageHeading();
    expect(screen.getByTestId('cart-counter')).toHaveTextContent(/^\+$/);
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/cart');
  });

  it('shows the count of entries that are not soft-deleted', async () => {
    renderAt('/', {
      entries: { 11: cartEntry(), 12: cartEntry({ order: 1 }), 13: cartEntry({ deleted: true }) },
    });
    await findPageHeading();
    expect(screen.getByTestId('cart-counter')).toHaveTextContent(/^2$/);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it.each([
    [null, false, true],
    [null, true, true],
    [SIGNED_IN_USER, false, false],
    [SIGNED_IN_USER, true, false],
  ])(
    'Health Assessment button, user %#: shown=%s only in guest modes',
    async (user, hasSurveyCart, shown) => {
      renderAt('/about', { user, hasSurveyCart });
      await findPageHeading();
      const button = within(header()).queryByText('Health Assessment', { selector: 'a' });
      expect(button !== null).toBe(shown);
    },
  );

  it('has the main menu with Blog as an external link', async () => {
    renderAt('/');
    await findPageHeading();
    const nav = header().querySelector<HTMLElement>('nav[aria-label="Main"]');
    if (nav === null) throw new Error('no main navigation');
    expect(within(nav).getByText('Products', { selector: 'a' })).toHaveAttribute('href', '/products');
    expect(within(nav).getByText('Our Team', { selector: 'a' })).toHaveAttribute('href', '/team');
    expect(within(nav).getByText('About Us', { selector: 'a' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByText('Blog', { selector: 'a' })).toHaveAttribute('target', '_blank');
  });

  it('shows Sign In to a guest', async () => {
    renderAt('/');
    await findPageHeading();
    expect(within(header()).getByText('Sign In', { selector: 'a' })).toHaveAttribute('href', '/login');
  });
});

describe('my-account layout', () => {
  it('links the first name to /subscription; the dropdown has My Account and Logout', async () => {
    renderAt('/orders', { user: SIGNED_IN_USER });
    await findPageHeading();
    expect(within(header()).getByText('Ann', { selector: 'a' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
    await userEvent.click(within(header()).getByLabelText('Account menu'));
    expect(within(header()).getByText('My Account', { selector: 'a' })).toHaveAttribute(
      'href',
      '/account-details',
    );
    await userEvent.click(within(header()).getByText('Logout', { selector: 'button' }));
    expect(useAuthStore.getState().status).toBe('guest');
    expect(loadPage).toHaveBeenCalledWith('/');
  });
});

describe('mobile sidebar', () => {
  it('opens from the menu button, closes with its button, and closes on route change', async () => {
    const { router } = renderAt('/');
    await findPageHeading();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // The sidebar's code loads on the first tap.
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await userEvent.click(open);
    const sidebar = screen.getByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Our Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
    expect(hrefOfRouter(router)).toBe('/team');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(useUiStore.getState().sidebarOpen).toBe(false);
  });

  it('closes on Escape', async () => {
    renderAt('/');
    await findPageHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Mobile' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has every link of spec §2', async () => {
    renderAt('/');
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    const explore = within(within(footer).getByRole('navigation', { name: 'Explore' }));
    expect(explore.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['Health Assessment', '/health-assessment'],
        ['Products', '/products'],
        ['Our Team', '/team'],
        ['About Us', '/about'],
        ['Blog', 'https://blog.maplepack.ca'],
        ['FAQ', '/faq'],
        ['My Account', '/login'],
      ],
    );
    const information = within(within(footer).getByRole('navigation', { name: 'Information' }));
    expect(information.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Privacy Policy',
      'Terms & Conditions',
    ]);
    expect(within(footer).getByRole('link', { name: 'hello@maplepack.ca' })).toHaveAttribute(
      'href',
      'mailto:hello@maplepack.ca',
    );
    for (const name of ['Instagram', 'Facebook', 'Pinterest']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('a page test gets the timed mailing-list offer only when it asks for it', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/');
      act(() => jest.advanceTimersByTime(MAILING_LIST_DELAY_MS));
      expect(useUiStore.getState().modals['mailingList']).not.toBe(true);
      cleanup();
      renderAt('/', { mailingListOffer: true });
      act(() => jest.advanceTimersByTime(MAILING_LIST_DELAY_MS));
      expect(useUiStore.getState().modals['mailingList']).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("'Join our Mailing List' opens the mailing-list modal state", async () => {
    renderAt('/');
    await findPageHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Join our Mailing List' }));
    expect(useUiStore.getState().modals['mailingList']).toBe(true);
  });

  it('shows disclaimer and copyright only once the footer page has loaded', async () => {
    renderAt('/');
    await findPageHeading();
    expect(screen.queryByText(/©/)).not.toBeInTheDocument();
    act(() =>
      useUiStore.getState().setFooter({ disclaimer: 'Not medical advice.', copyright: '© 2026 Maplepack' }),
    );
    expect(screen.getByText('© 2026 Maplepack')).toBeInTheDocument();
    expect(screen.getByText('Not medical advice.')).toBeInTheDocument();
  });
});

describe('cookie bar', () => {
  afterEach(() => window.localStorage.clear());

  it('asks until accepted and remembers the answer', async () => {
    renderAt('/', { cookieAccepted: false });
    await findPageHeading();
    const bar = screen.getByRole('region', { name: 'Cookie notice' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    // The server reads the cookie, and leaves the bar out of the pages it renders for this visitor.
    expect(document.cookie.split('; ')).toContain(`${COOKIE_CONSENT_COOKIE}=accepted`);
  });
});

describe('survey layout', () => {
  afterEach(() => useSurveyShellStore.setState({ canGoBack: false }));

  it('has the title, Exit home, and Back only when the survey can go back', async () => {
    const back = jest.fn();
    const softReset = jest.fn();
    const { router } = renderAt('/health-assessment');
    await findPageHeading();
    expect(screen.getByText('Health Assessment', { selector: 'header p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    act(() => useSurveyShellStore.getState().connect({ canGoBack: true, back, softReset }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(softReset).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maplepack' })).toBeInTheDocument();
    expect(hrefOfRouter(router)).toBe('/');
  });
});

describe('page transition', () => {
  it('is off on product category pages and on elsewhere', async () => {
    const { container, unmount, router } = renderAt('/products/vitamin');
    await findPageHeading();
    expect(container.querySelector('[data-transition]')).toHaveAttribute('data-transition', 'off');
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(container.querySelector('[data-transition]')).toHaveAttribute('data-transition', 'on');
    unmount();
  });

  it('does not fade in the page a visit lands on, which the server painted', async () => {
    const { container, router } = renderAt('/about');
    await findPageHeading();
    expect(container.querySelector('[data-transition]')).toHaveAttribute('data-transition', 'off');
    await act(() => router.navigate('/faq'));
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(container.querySelector('[data-transition]')).toHaveAttribute('data-transition', 'on');
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(container.querySelector('[data-transition]')).toHaveAttribute('data-transition', 'on');
  });
});

describe('design tokens', () => {
  it('the ui category colours are the catalogue colours, by slug', () => {
    expect(Object.fromEntries(CATEGORIES.map((category) => [category.slug, category.color]))).toEqual(
      CATEGORY_COLORS,
    );
  });
});
