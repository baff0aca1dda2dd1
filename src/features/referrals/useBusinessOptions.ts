import { useMemo } from 'react';
import { useGetBusinessesQuery, type NamedRef } from '../../api/endpoints/businesses';

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The businesses to pick a referrer and a referred-to from, by name. `known` (a referral's own
 * ends) are included, so a prefilled Select shows a name rather than an id while the list loads.
 */
const NONE: readonly NamedRef[] = [];

export function useBusinessOptions(known: readonly NamedRef[] = NONE) {
  const { data, isFetching, error, refetch } = useGetBusinessesQuery();
  const businesses = data?.data;
  const options = useMemo(() => {
    const all = new Map<number, string>(known.map((business) => [business.id, business.name]));
    for (const business of businesses ?? []) all.set(business.id, business.name);
    return [...all]
      .map(([id, name]) => ({ value: id, label: name }))
      .sort((a, b) => byName.compare(a.label, b.label));
  }, [businesses, known]);
  return { options, loading: isFetching, error, refetch };
}
