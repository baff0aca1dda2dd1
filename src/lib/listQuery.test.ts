import {
  activeFilters,
  changeListState,
  filterRows,
  keepRows,
  nextSort,
  pageWithin,
  readListState,
  searchTexts,
  sortRows,
  writeListState,
  type ListFilter,
} from './listQuery';

describe('filterRows', () => {
  const rows = ['North Shore', 'South East', 'Far North'];
  const haystacks = searchTexts(rows, [(row) => row]);

  it('keeps rows containing every word, in any case and order', () => {
    expect(filterRows(rows, haystacks, 'NORTH')).toEqual(['North Shore', 'Far North']);
    expect(filterRows(rows, haystacks, 'north far')).toEqual(['Far North']);
  });

  it('keeps every row for an empty or blank query', () => {
    expect(filterRows(rows, haystacks, '   ')).toEqual(rows);
  });

  it('matches a word within one column, never across two', () => {
    const people = [{ first: 'Ada', last: 'Lovelace' }];
    const texts = searchTexts(people, [(person) => person.first, (person) => person.last]);
    expect(filterRows(people, texts, 'lovelace ada')).toEqual(people);
    expect(filterRows(people, texts, 'adalove')).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts text in natural order, either way, keeping ties stable', () => {
    const rows = ['Item 10', 'item 2', 'Item 1', 'Item 2'];
    expect(sortRows(rows, (row) => row, 'ascend')).toEqual(['Item 1', 'item 2', 'Item 2', 'Item 10']);
    expect(sortRows(rows, (row) => row, 'descend')).toEqual(['Item 10', 'item 2', 'Item 2', 'Item 1']);
  });

  it('sorts numbers by value', () => {
    expect(sortRows([3, 20, 100], (n) => n, 'ascend')).toEqual([3, 20, 100]);
  });

  it('orders ties by the id, in the same direction', () => {
    const rows = [
      { id: 4, day: 1 },
      { id: 9, day: 2 },
      { id: 7, day: 2 },
    ];
    const ids = (order: 'ascend' | 'descend') =>
      sortRows(
        rows,
        (row) => row.day,
        order,
        (row) => row.id,
      ).map((row) => row.id);
    expect(ids('descend')).toEqual([9, 7, 4]);
    expect(ids('ascend')).toEqual([4, 7, 9]);
  });
});

describe('filters', () => {
  const rows = [
    { id: 1, colour: 'red', size: 3 },
    { id: 2, colour: 'blue', size: 8 },
    { id: 3, colour: 'red', size: 9 },
  ];
  type Row = (typeof rows)[number];
  const filters: ListFilter<Row>[] = [
    { key: 'colour', parse: (raw) => raw, matches: (colour) => (row) => row.colour === colour },
    { key: 'min', parse: (raw) => raw, matches: (min) => (row) => row.size >= Number(min) },
  ];

  it('keeps the rows every set filter keeps, and does no work when none is set', () => {
    const set = activeFilters(filters, { colour: 'red', min: '5' });
    expect(keepRows(rows, set).map((row) => row.id)).toEqual([3]);
    expect(activeFilters(filters, { colour: null, min: null })).toEqual([]);
    expect(keepRows(rows, [])).toBe(rows);
  });
});

describe('nextSort', () => {
  const byName = { key: 'name', order: 'ascend' } as const;
  const newest = { key: 'date', order: 'descend' } as const;

  it('turns the default column between its two orders: newest first, then oldest first', () => {
    expect(nextSort(newest, 'date', newest)).toEqual({ key: 'date', order: 'ascend' });
    expect(nextSort({ key: 'date', order: 'ascend' }, 'date', newest)).toEqual(newest);
    expect(nextSort(byName, 'name', byName)).toEqual({ key: 'name', order: 'descend' });
  });

  it('takes another column ascending, then descending, then back to the default', () => {
    expect(nextSort(newest, 'name', newest)).toEqual(byName);
    expect(nextSort(byName, 'name', newest)).toEqual({ key: 'name', order: 'descend' });
    expect(nextSort({ key: 'name', order: 'descend' }, 'name', newest)).toBeNull();
    expect(nextSort(null, 'name', null)).toEqual(byName);
  });
});

describe('pageWithin', () => {
  it('keeps the page asked for, or the last one there is', () => {
    expect(pageWithin(2, 20, 45)).toBe(2);
    expect(pageWithin(9, 20, 45)).toBe(3);
    expect(pageWithin(4, 20, 0)).toBe(1);
  });
});

describe('list state in the URL', () => {
  const importance = { key: 'importance', parse: (raw: string) => (raw === 'Hot' ? raw : null) };

  it('reads defaults from an empty query', () => {
    expect(readListState(new URLSearchParams(), '', [importance])).toEqual({
      search: '',
      sortKey: null,
      sortOrder: null,
      page: 1,
      pageSize: 20,
      filters: { importance: null },
    });
  });

  it('round-trips a state, with a prefix for a second list', () => {
    const state = {
      search: 'north',
      sortKey: 'name',
      sortOrder: 'descend' as const,
      page: 3,
      pageSize: 50,
      filters: { importance: 'Hot' },
    };
    const params = writeListState(new URLSearchParams('keep=1'), state, 'u.');
    expect(params.toString()).toBe(
      'keep=1&u.q=north&u.sort=name&u.order=descend&u.page=3&u.size=50&u.importance=Hot',
    );
    expect(readListState(params, 'u.', [importance])).toEqual(state);
    expect(readListState(params, '', [importance])).toMatchObject({ search: '', page: 1 });
  });

  it('ignores values a hand-edited link could hold', () => {
    expect(
      readListState(new URLSearchParams('page=-4&size=7&order=sideways&importance=Lukewarm'), '', [
        importance,
      ]),
    ).toEqual({
      search: '',
      sortKey: null,
      sortOrder: null,
      page: 1,
      pageSize: 20,
      filters: { importance: null },
    });
  });

  it('merges a change of some filters into the others, and clears one set to null', () => {
    const state = readListState(new URLSearchParams('action=CREATE&model=USER'), '', [
      { key: 'action', parse: (raw) => raw },
      { key: 'model', parse: (raw) => raw },
    ]);
    const changed = changeListState(state, { page: 2, filters: { action: null, model: undefined } });
    expect(changed.filters).toEqual({ action: null, model: 'USER' });
    expect(writeListState(new URLSearchParams('action=CREATE&model=USER'), changed).toString()).toBe(
      'model=USER&page=2',
    );
  });
});
