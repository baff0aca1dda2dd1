/**
 * The list's view at the widths admins use: a table from a tablet up, a card per row on a phone,
 * and the row of the record just created brought into view.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { apiStore } from '../../test/apiStore';
import type { ListCard, ListColumn } from './listColumn';
import { detailsColumn } from './detailsColumn';
import { ListTable } from './ListTable';
import { useListController } from './useListController';

type Place = { id: number; name: string; region: string; mayor: string; day: string };

/** 30 places: 'Place 1' to 'Place 30'. */
const places: Place[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `Place ${i + 1}`,
  region: i % 2 ? 'South' : 'North',
  mayor: `Mayor ${i + 1}`,
  day: `2024-03-${String(i + 1).padStart(2, '0')}`,
}));

const columns: ListColumn<Place>[] = [
  { key: 'name', title: 'Name', text: (place) => place.name, link: (place) => `/places/${place.id}` },
  { key: 'region', title: 'Region', text: (place) => place.region },
  { key: 'mayor', title: 'Mayor', text: (place) => place.mayor },
  { key: 'day', title: 'Day', text: (place) => place.day },
  detailsColumn<Place>(
    (place) => `/places/${place.id}`,
    (place) => place.name,
  ),
];

function Places({ card }: { card?: ListCard }) {
  const list = useListController({
    source: { rows: places },
    columns,
    defaultSort: { key: 'name', order: 'ascend' },
  });
  return <ListTable list={list} label="Places" emptyText="No places found" card={card} />;
}

function renderAt(width: number, path: string, card?: ListCard) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={apiStore()}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>
  );
  return render(<Places card={card} />, { wrapper });
}

const initialWidth = window.innerWidth;
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth }));

describe('ListTable', () => {
  it('shows a table from a tablet up', async () => {
    renderAt(768, '/places');
    const table = await screen.findByRole('table', { name: 'Places' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Region', 'Mayor', 'Day', '']);
  });

  it('scrolls sideways, with the name and Details pinned, only where its columns do not fit the window', async () => {
    // Four columns of 160 px and Details' 96 px, beside the side drawer and the page's padding.
    const pinned = () =>
      within(screen.getByRole('table', { name: 'Places' }))
        .getAllByRole('columnheader')
        .filter((header) => /ant-table-cell-fix-(start|end)/.test(header.className))
        .map((header) => header.textContent);
    const narrow = renderAt(1024, '/places');
    // Pinned by antd's Table, which a list that scrolls asks for at once.
    await waitFor(() => expect(pinned()).toEqual(['Name', '']));
    narrow.unmount();
    renderAt(1280, '/places');
    // Once antd's Table has taken over from the look-alike (its pager's buttons show).
    await screen.findByTitle('Next Page');
    expect(pinned()).toEqual([]);
  });

  it("on a phone shows each row as a card: the name, the declaration's fields and the Details link", async () => {
    renderAt(375, '/places?sort=name&order=ascend', { fields: ['mayor', 'day'] });
    const cards = await screen.findByRole('list', { name: 'Places' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('link', { name: 'Place 1' })).toHaveAttribute('href', '/places/1');
    expect(within(first).getByRole('link', { name: 'Details of Place 1' })).toHaveAttribute(
      'href',
      '/places/1',
    );
    expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Mayor', 'Day']);
    expect([...first.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'Mayor 1',
      '2024-03-01',
    ]);
    expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
  });

  it('on a phone without a card declared shows the name and the next two columns', async () => {
    renderAt(375, '/places');
    const cards = await screen.findByRole('list', { name: 'Places' });
    const first = within(cards).getAllByRole('listitem')[0];
    expect([...(first?.querySelectorAll('dt') ?? [])].map((term) => term.textContent)).toEqual([
      'Region',
      'Mayor',
    ]);
  });

  it.each([
    [768, 'table row', '/places?highlight=27'],
    [375, 'card', '/places?highlight=27'],
  ])(
    'at %p px scrolls the %s of the record just created into view, on its page',
    async (width, _kind, path) => {
      const scrolled: Element[] = [];
      const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
        this: Element,
      ) {
        scrolled.push(this);
      });
      renderAt(width, path);
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(scrolled[0]).toHaveAttribute('aria-current', 'true');
      expect(scrolled[0]).toHaveTextContent('Place 27');
      scrollIntoView.mockRestore();
    },
  );
});
