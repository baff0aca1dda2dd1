/**
 * A list's first rows without antd's Table: drawn by the look-alike (its markup is checked against
 * antd's in app/antdLookalikes.test.tsx), then handed over to antd's Table once its code is in.
 * The first test must run before anything in this file loads antd's Table.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { apiStore } from '../../test/apiStore';
import type { ListColumn } from './listColumn';
import { ListTable } from './ListTable';
import { RowsLookalike } from './RowsLookalike';
import { useListController } from './useListController';

type Place = { id: number; name: string; people: number };

/** 30 places: 'Place 1' with 1,030 people to 'Place 30' with 1,001. */
const places: Place[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `Place ${i + 1}`,
  people: 1_030 - i,
}));

const columns: ListColumn<Place>[] = [
  { key: 'name', title: 'Name', text: (place) => place.name },
  {
    key: 'people',
    title: 'People',
    text: (place) => String(place.people),
    sortValue: (place) => place.people,
    align: 'right',
  },
];

function Places({ rows, onShown }: { rows: readonly Place[] | undefined; onShown?: () => void }) {
  const list = useListController({
    source: { rows, loading: rows === undefined },
    columns,
    defaultSort: { key: 'name', order: 'ascend' },
  });
  const location = useLocation();
  return (
    <>
      <output aria-label="Address">{location.search}</output>
      {onShown ? (
        <RowsLookalike
          list={list}
          label="Places"
          emptyText="No places found"
          selectLabel={(place) => place.name}
          scrolls={false}
          tableWidth={320}
          rowKey={(place) => place.id}
          onShown={onShown}
        />
      ) : (
        <ListTable list={list} label="Places" emptyText="No places found" />
      )}
    </>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={apiStore()}>
    <MemoryRouter initialEntries={['/places']}>{children}</MemoryRouter>
  </Provider>
);

const firstCells = () =>
  within(screen.getByRole('table', { name: 'Places' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

const initialWidth = window.innerWidth;
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth }));

// jsdom lays nothing out: 'Place 1' is the one text its cell's line cuts.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent === 'Place 1' ? 200 : 100;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 100 });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

describe('a list’s first rows', () => {
  it('show before antd’s Table has loaded, which then takes over with its pager and the keyboard focus', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    render(<Places rows={places} />, { wrapper });
    // The rows and the pager's range at once; the pager's buttons come with antd's code.
    expect(screen.getByRole('cell', { name: 'Place 1' })).toBeInTheDocument();
    expect(screen.getByText('1-20 of 30')).toBeInTheDocument();
    expect(screen.queryByTitle('Next Page')).toBeNull();
    const lookalikeHeader = screen.getByRole('columnheader', { name: 'People' });
    lookalikeHeader.focus();
    // The first load of antd's Table's modules in this file can take seconds on a busy machine.
    expect(await screen.findByTitle('Next Page', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Place 1' })).toBeInTheDocument();
    expect(screen.getByText('1-20 of 30')).toBeInTheDocument();
    // The focus moved with the header into antd's table, which drew it anew.
    const header = screen.getByRole('columnheader', { name: 'People' });
    expect(header).not.toBe(lookalikeHeader);
    expect(header).toHaveFocus();
    // The keyboard still reaches the cut cell's whole text in antd's table.
    await waitFor(() => expect(screen.getByText('Place 1')).toHaveAttribute('tabindex', '0'));
  });
});

describe('the rows look-alike', () => {
  it('sorts by a column from its header, by click or by Enter, as antd’s Table does', async () => {
    const user = userEvent.setup();
    render(<Places rows={places} onShown={() => undefined} />, { wrapper });
    const people = screen.getByRole('columnheader', { name: 'People' });
    expect(firstCells()[0]).toBe('Place 1');

    await user.click(people);
    expect(screen.getByRole('columnheader', { name: 'People' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toBe('Place 30');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?sort=people&order=ascend');

    screen.getByRole('columnheader', { name: 'People' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'People' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('Place 1');
  });

  it('asks for antd’s Table once its rows have painted, not while they load', async () => {
    const onShown = jest.fn();
    const view = render(<Places rows={undefined} onShown={onShown} />, { wrapper });
    // Frames pass while the rows load: nothing is asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(onShown).not.toHaveBeenCalled();

    view.rerender(<Places rows={places} onShown={onShown} />);
    expect(screen.getByRole('cell', { name: 'Place 1' })).toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1));
  });
});
