import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ListFilter } from '../../lib/listQuery';
import { useListParams } from './useListParams';

const NO_FILTERS: readonly ListFilter<unknown>[] = [];

function renderList(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams('', NO_FILTERS), location: useLocation() }), { wrapper });
}

describe('a list in the URL', () => {
  it('keeps two changes made before the router renders either: a search, then a sort', () => {
    const { result } = renderList('/businesses');
    act(() => {
      result.current.list.change({ search: 'acme' });
      result.current.list.change({ sortKey: 'name', sortOrder: 'descend' });
    });
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      q: 'acme',
      sort: 'name',
      order: 'descend',
    });
  });

  it('builds a later change on the query the router has rendered since', () => {
    const { result } = renderList('/businesses?q=old');
    act(() => result.current.list.change({ page: 3 }));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      q: 'old',
      page: '3',
    });
    act(() => result.current.list.change({ search: 'new' }));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      q: 'new',
      page: '3',
    });
  });
});
