import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Link } from '../components/router-link';
import { DEFAULT_CONFIG } from '../config/env';
import { ErrorScreen } from '../features/shell/components/error-screen';
import { NestedErrorBoundary } from '../features/shell/components/nested-error-boundary';
import { renderAt } from '../testing';
import { PageNotFoundError } from '../lib/page-not-found';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('boom');
}

describe('error screen (spec §8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("says 'Page not found' for a 404 with a Home page link", () => {
    render(<ErrorScreen statusCode={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it("says 'An error occurred' otherwise, status 500 by default", () => {
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred');
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByText('This page could not be found')).not.toBeInTheDocument();
  });

  it('a page that throws while rendering shows the error screen', () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred');
  });

  it("a page whose record does not exist shows 'Page not found'", () => {
    function Missing(): never {
      throw new PageNotFoundError();
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Missing />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('moving to another URL after an error shows the next page', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>Fine</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Fine');
  });

  it('a failure while showing the error page shows the nested message', () => {
    render(
      <NestedErrorBoundary>
        <Broken />
      </NestedErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured while showing the error page');
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });
});

describe('maintenance screen', () => {
  it('replaces the shop when switched on, with a login form', async () => {
    renderAt('/products', { config: { ...DEFAULT_CONFIG, maintenance: true } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "We're undergoing a scheduled maintenance",
    );
    expect(screen.getByText("We'll be back in a minute!")).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Products' })).not.toBeInTheDocument();
  });
});
