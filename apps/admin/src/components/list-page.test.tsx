import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type Loaded } from '../lib/use-load';
import { axeViolations } from '../test-support/axe';
import { useListQuery } from '../lib/use-list-query';
import { ChoiceFilter, TextFilter } from './filter-fields';
import { ListPage } from './list-page';

interface Answer {
  names: string[];
  total: number;
  total_pages: number;
}

function Where() {
  const location = useLocation();
  return <div data-testid="address">{location.pathname + location.search}</div>;
}

/** A list of names on the shared pieces, with what it was given to show. */
function Names({ loaded }: { loaded: Loaded<Answer> }) {
  const list = useListQuery((params) => ({
    search: params.get('search') ?? '',
    kind: params.get('kind') ?? '',
  }));
  return (
    <ListPage
      title="Names"
      intro={<p>Before the form</p>}
      search={{
        submit: 'Filter',
        onSubmit: list.apply,
        fields: (
          <>
            <TextFilter label="Search" field={list.field('search')} />
            <ChoiceFilter
              label="Kind"
              any="Any"
              choices={['a'] as const}
              labelOf={(kind) => kind.toUpperCase()}
              field={list.field('kind')}
            />
          </>
        ),
      }}
      loaded={loaded}
      status={(data) => (data.total === 0 ? 'No name matches' : `${data.total} names`)}
      columns={['Name']}
      rows={(data) =>
        data.names.map((name) => (
          <tr key={name}>
            <td>{name}</td>
          </tr>
        ))
      }
      pages={{ page: list.page, count: (data) => data.total_pages, goTo: list.goTo }}
    />
  );
}

const show = (loaded: Loaded<Answer>, url = '/names') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Names loaded={loaded} />
      <Where />
    </MemoryRouter>,
  );

const loaded = (answer: Answer): Loaded<Answer> => ({ state: 'loaded', data: answer });

describe('a back-office list page', () => {
  it('shows the count as a status, the rows in a table, and its page of the pages', async () => {
    const user = userEvent.setup();
    show(loaded({ names: ['Ann', 'Bo'], total: 41, total_pages: 3 }), '/names?search=an&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Names' })).toBeVisible();
    expect(screen.getByText('Before the form')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('41 names');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Name', 'Ann', 'Bo']);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/names?search=an&page=3');
  });

  it('keeps the search in the address: blank fields left out, text trimmed, back to page 1', async () => {
    const user = userEvent.setup();
    show(loaded({ names: ['Ann'], total: 1, total_pages: 1 }), '/names?search=an&page=2');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('an');
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect([...kind.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Any'],
      ['a', 'A'],
    ]);
    await user.clear(search);
    await user.type(search, '  bo  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/names?search=bo&kind=a');
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('disables Previous on the first page and Next on the last', () => {
    show(loaded({ names: ['Ann'], total: 2, total_pages: 2 }));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('says when nothing matches, with no table', () => {
    show(loaded({ names: [], total: 0, total_pages: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('No name matches');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loader, then an error as an alert', () => {
    const view = show({ state: 'loading' });
    expect(screen.queryByRole('table')).toBeNull();
    view.unmount();
    show({ state: 'failed', message: 'The search failed.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The search failed.');
    expect(screen.getByRole('search')).toBeVisible();
  });
});
