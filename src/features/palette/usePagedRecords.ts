import { useListPaging } from '../../api/listPaging';
import type { PagedAnswer, ServerList } from '../../api/serverList';
import { useLearnPaging } from '../../components/list/useLearnPaging';

/** Matches a backend that pages is asked for: more than the palette lists, for its own ranking. */
const PALETTE_PAGE_SIZE = 20;

/**
 * The records of one list the palette searches. A backend that pages (the contract's optional
 * extension) is asked for the first matches of `search`, so a network of 100,000 referrals costs
 * the palette one small page per search; a backend that answers the whole list (the
 * specification's) is asked once, and the palette matches in the browser, from the same cached
 * answer the list page uses. Until the first answer tells which it is, no search text is sent.
 */
export function usePagedRecords<Answer extends PagedAnswer, Arg>(
  server: ServerList<Answer, Arg>,
  search: string,
): { data?: Answer; searched: boolean; loading: boolean; failed: boolean } {
  const paging = useListPaging(server.name);
  const searched = paging === 'pages';
  const result = server.useQuery(
    paging === 'whole'
      ? server.whole
      : server.page({
          pageSize: PALETTE_PAGE_SIZE,
          page: 1,
          search: searched ? search : '',
          sort: null,
          filters: {},
        }),
  );
  useLearnPaging(server, result.currentData, paging);
  return {
    data: result.data,
    searched,
    loading: result.currentData === undefined && result.error === undefined,
    failed: result.error !== undefined,
  };
}
