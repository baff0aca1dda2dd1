import { useMemo } from 'react';
import { useGetBusinessesQuery } from '../../api/endpoints/businesses';
import { useGetCategoriesQuery } from '../../api/endpoints/categories';
import { useGetReferralsQuery } from '../../api/endpoints/referrals';
import { isFullReferral } from '../../api/referralShapes';
import { useGetRegionsQuery } from '../../api/endpoints/regions';
import { useGetUnverifiedUsersQuery, useGetUsersQuery } from '../../api/endpoints/users';
import { FOOTER_LINKS, MAIN_LINKS } from '../../app/navigation';
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

const PAGE_ITEMS = pageItems([...MAIN_LINKS, ...FOOTER_LINKS]);

/**
 * Everything the palette can find. The records come from the same cached queries as the list
 * pages: a list seen in the last minute costs no request, and each list is fetched at most once
 * while the palette is open.
 */
export function usePaletteItems(): { items: PaletteItem[]; loading: boolean; failed: boolean } {
  const businesses = useGetBusinessesQuery({});
  const referrals = useGetReferralsQuery({});
  const users = useGetUsersQuery({});
  const invited = useGetUnverifiedUsersQuery();
  const regions = useGetRegionsQuery();
  const categories = useGetCategoriesQuery();
  const queries = [businesses, referrals, users, invited, regions, categories];

  const businessList = useMemo(() => businessItems(businesses.data?.data), [businesses.data]);
  const referralList = useMemo(
    () => referralItems(referrals.data?.data.filter(isFullReferral)),
    [referrals.data],
  );
  const userList = useMemo(() => userItems(users.data?.data, invited.data?.data), [users.data, invited.data]);
  const regionList = useMemo(() => regionItems(regions.data?.data), [regions.data]);
  const categoryList = useMemo(() => categoryItems(categories.data?.data), [categories.data]);
  const items = useMemo(
    () => [
      ...PAGE_ITEMS,
      ...ACTION_ITEMS,
      ...businessList,
      ...referralList,
      ...userList,
      ...regionList,
      ...categoryList,
    ],
    [businessList, referralList, userList, regionList, categoryList],
  );
  return {
    items,
    loading: queries.some((query) => query.isLoading),
    failed: queries.some((query) => query.isError),
  };
}
