import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findPageHeading, hrefOfRouter, renderAt } from '../testing';

describe('/forbidden', () => {
  it('says why and offers a way on: sign in with another account, home, or write to us', async () => {
    renderAt('/forbidden', { user: null });
    expect(await findPageHeading()).toHaveTextContent('Access denied.');
    const main = screen.getByRole('main');
    expect(
      within(main).getByText(
        'This page belongs to another account, or your account cannot open it. If you have a second account, sign in with it.',
      ),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'hello@maplepack.ca' })).toHaveAttribute(
      'href',
      'mailto:hello@maplepack.ca',
    );
    expect(within(main).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it('takes the person to the sign-in page', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/forbidden', { user: null });
    await user.click(await screen.findByRole('link', { name: 'Sign in with another account' }));
    expect(await findPageHeading()).toHaveTextContent('Sign In');
    expect(hrefOfRouter(router)).toBe('/login');
  });
});
