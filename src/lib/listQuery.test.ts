import { filterRows, readListState, sortRows, writeListState } from './listQuery';

describe('filterRows', () => {
  const rows = ['North Shore', 'South East', 'Far North'];
  const haystacks = rows.map((row) => row.toLowerCase());

  it('keeps rows containing every word, in any case and order', () => {
    expect(filterRows(rows, haystacks, 'NORTH')).toEqual(['North Shore', 'Far North']);
    expect(filterRows(rows, haystacks, 'north far')).toEqual(['Far North']);
  });

  it('keeps every row for an empty or blank query', () => {
    expect(filterRows(rows, haystacks, '   ')).toEqual(rows);
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
});

describe('list state in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readListState(new URLSearchParams())).toEqual({
      search: '',
      sortKey: null,
      sortOrder: null,
      page: 1,
      pageSize: 20,
    });
  });

  it('round-trips a state, with a prefix for a second list', () => {
    const state = { search: 'north', sortKey: 'name', sortOrder: 'descend' as const, page: 3, pageSize: 50 };
    const params = writeListState(new URLSearchParams('keep=1'), state, 'u.');
    expect(params.toString()).toBe('keep=1&u.q=north&u.sort=name&u.order=descend&u.page=3&u.size=50');
    expect(readListState(params, 'u.')).toEqual(state);
    expect(readListState(params)).toMatchObject({ search: '', page: 1 });
  });

  it('ignores values a hand-edited link could hold', () => {
    expect(readListState(new URLSearchParams('page=-4&size=7&order=sideways'))).toEqual({
      search: '',
      sortKey: null,
      sortOrder: null,
      page: 1,
      pageSize: 20,
    });
  });
});
