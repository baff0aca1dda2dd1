import { useMemo } from 'react';
import type { ApiError } from '../../api/errors';
import type { Business } from '../../api/endpoints/businesses';
import { useGetCategoriesQuery } from '../../api/endpoints/categories';
import { useGetRegionsQuery } from '../../api/endpoints/regions';
import { mergeChoices } from '../../lib/choices';

/** The regions and categories a business form chooses from. */
export function useBusinessChoices(current?: Business) {
  const regions = useGetRegionsQuery();
  const categories = useGetCategoriesQuery();

  const regionChoices = useMemo(
    () => mergeChoices(current ? [current.region] : [], regions.data?.data),
    [regions.data, current],
  );
  const categoryChoices = useMemo(
    () => mergeChoices(current?.categories ?? [], categories.data?.data),
    [categories.data, current],
  );

  const error: ApiError = regions.error ?? categories.error;
  return {
    regionChoices,
    categoryChoices,
    regionsLoading: regions.isLoading,
    categoriesLoading: categories.isLoading,
    error,
    retry: () => {
      if (regions.error) void regions.refetch();
      if (categories.error) void categories.refetch();
    },
  };
}
