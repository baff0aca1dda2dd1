import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { pagingLearned, type Paging } from '../../api/listPaging';
import type { PagedAnswer, ServerList } from '../../api/serverList';

/**
 * Learns what `server`'s backend is from `current`, its answer to the request just made (never
 * from configuration): an answer with `meta` is a page; one without is the whole list, which is
 * kept where the whole-list call finds it, so the next render asks for it from the cache.
 */
export function useLearnPaging<Answer extends PagedAnswer, Arg>(
  server: ServerList<Answer, Arg> | null,
  current: Answer | undefined,
  paging: Paging | undefined,
): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!server || !current || paging === 'whole') return;
    if (!current.meta) {
      dispatch(server.keepWhole(current));
      dispatch(pagingLearned({ list: server.name, paging: 'whole' }));
    } else if (paging === undefined) dispatch(pagingLearned({ list: server.name, paging: 'pages' }));
  }, [current, paging, dispatch, server]);
}
