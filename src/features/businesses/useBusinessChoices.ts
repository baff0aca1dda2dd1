import { useMemo } from 'react';
import type { ApiError } from '../../api/errors';
import type { Business, BusinessInput } from '../../api/endpoints/businesses';
import { useGetCategoriesQuery } from '../../api/endpoints/categories';
import { useGetRegionsQuery } from '../../api/endpoints/regions';
import { mergeChoices } from '../../lib/choices';

export type BusinessValues = { name: string; regionId: number; categories: number[] };

/** The regions and categories a business form chooses from, and the payload built from the choices. */
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

  const toInput = (values: BusinessValues): BusinessInput => {
    const names = new Map(categoryChoices.map((choice) => [choice.value, choice.label]));
    return {
      name: values.name.trim(),
      regionId: values.regionId,
      categories: (values.categories ?? []).flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    };
  };

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
    toInput,
  };
}
