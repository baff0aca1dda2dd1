import { useEffect, useMemo, useState } from 'react';
import { useGetCategoriesQuery } from '../../api/generated/categories';
import { isFullReferral } from '../../api/referralShapes';
import { useGetRegionsQuery } from '../../api/generated/regions';
import { useGetUnverifiedUsersQuery } from '../../api/endpoints/users';
import { businessList } from '../../api/lists/businessList';
import { referralList } from '../../api/lists/referralList';
import { userList } from '../../api/lists/userList';
import {
  ACTION_ITEMS,
  businessItems,
  categoryItems,
  pageItems,
  referralItems,
  regionItems,
  userItems,
  type PaletteItem,
} from './paletteItems';
import type { PageLink } from './paletteItems';
import { usePagedRecords } from './usePagedRecords';

/** How long typing pauses before a backend that pages is asked for the matches. */
const SERVER_SEARCH_DELAY_MS = 250;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Everything the palette can find for `query`. Small lists (regions, categories, invited users)
 * come whole from the same cached queries as the list pages; businesses, referrals and users come
 * as usePagedRecords gets them: the whole list once, or a page of matches per search from a
 * backend that pages.
 */
export function usePaletteItems(
  query: string,
  pages: readonly PageLink[],
): { items: PaletteItem[]; loading: boolean; failed: boolean } {
  const pageRecords = useMemo(() => pageItems(pages), [pages]);
  const search = query.trim();
  const settled = useSettled(search, SERVER_SEARCH_DELAY_MS);
  const businesses = usePagedRecords(businessList, settled);
  const referrals = usePagedRecords(referralList, settled);
  const users = usePagedRecords(userList, settled);
  const invited = useGetUnverifiedUsersQuery();
  const regions = useGetRegionsQuery();
  const categories = useGetCategoriesQuery();
  const paged = [businesses, referrals, users];
  const whole = [invited, regions, categories];

  const businessRecords = useMemo(() => businessItems(businesses.data?.data), [businesses.data]);
  const referralRecords = useMemo(
    () => referralItems(referrals.data?.data.filter(isFullReferral)),
    [referrals.data],
  );
  const userRecords = useMemo(
    () => userItems(users.data?.data, invited.data?.data),
    [users.data, invited.data],
  );
  const regionRecords = useMemo(() => regionItems(regions.data?.data), [regions.data]);
  const categoryRecords = useMemo(() => categoryItems(categories.data?.data), [categories.data]);
  const items = useMemo(
    () => [
      ...pageRecords,
      ...ACTION_ITEMS,
      ...businessRecords,
      ...referralRecords,
      ...userRecords,
      ...regionRecords,
      ...categoryRecords,
    ],
    [pageRecords, businessRecords, referralRecords, userRecords, regionRecords, categoryRecords],
  );
  // A backend's matches for what is typed now are still to come: no "no results" before them.
  const searching = paged.some((records) => records.searched && (settled !== search || records.loading));
  return {
    items,
    loading: searching || paged.some((records) => records.loading) || whole.some((list) => list.isLoading),
    failed: paged.some((records) => records.failed) || whole.some((list) => list.isError),
  };
}
