import { useMemo } from 'react';
import type { ApiError } from '../../api/errors';
import type { Business, BusinessInput, NamedRef } from '../../api/endpoints/businesses';
import { useGetCategoriesQuery } from '../../api/endpoints/categories';
import { useGetRegionsQuery } from '../../api/endpoints/regions';

export type BusinessValues = { name: string; regionId: number; categories: number[] };

export type Choice = { value: number; label: string };

/** Loaded records plus the business's own, so a prefilled choice shows its name before the lists arrive. */
function choicesOf(loaded: readonly NamedRef[] | undefined, own: readonly NamedRef[]): Choice[] {
  const byId = new Map<number, string>();
  for (const record of own) byId.set(record.id, record.name);
  for (const record of loaded ?? []) byId.set(record.id, record.name);
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true, sensitivity: 'base' }));
}

/** The regions and categories a business form chooses from, and the payload built from the choices. */
export function useBusinessChoices(current?: Business) {
  const regions = useGetRegionsQuery();
  const categories = useGetCategoriesQuery();

  const regionChoices = useMemo(
    () => choicesOf(regions.data?.data, current ? [current.region] : []),
    [regions.data, current],
  );
  const categoryChoices = useMemo(
    () => choicesOf(categories.data?.data, current?.categories ?? []),
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
