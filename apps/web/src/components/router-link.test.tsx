import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Link, NavLink } from './router-link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link to the resolved URL', () => {
    renderAt('/products/vitamin', <Link to={{ pathname: '/products/herbs', search: '?page=2' }}>Herbs</Link>);
    expect(screen.getByRole('link', { name: 'Herbs' })).toHaveAttribute('href', '/products/herbs?page=2');
  });

  it('navigates in the app on a plain click', async () => {
    renderAt('/', <Link to="/faq">FAQ</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/faq');
  });

  it('leaves a click with a modifier key, or for another window, to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/faq">FAQ</Link>
        <Link to="/team" target="_blank">
          Team
        </Link>
      </>,
    );
    const stayed = !fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), { ctrlKey: true });
    expect(stayed).toBe(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Team' }))).toBe(true);
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/$/);
  });

  it('runs its own click handler first, which may cancel the navigation', async () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/faq" onClick={onClick}>
        FAQ
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  it('marks the page shown, and the section a page belongs to, as current', () => {
    renderAt(
      '/products/vitamin',
      <>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/products">Products</NavLink>
        <NavLink to="/product">Product</NavLink>
        <NavLink to="/about">About</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Product', 'About']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('marks the home link only on the home page', () => {
    renderAt('/', <NavLink to="/">Home</NavLink>);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});
