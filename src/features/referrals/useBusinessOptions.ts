import { useMemo } from 'react';
import { useGetBusinessesQuery, type NamedRef } from '../../api/endpoints/businesses';
import { mergeChoices } from '../../lib/choices';

const NONE: readonly NamedRef[] = [];

/**
 * The businesses to pick a referrer and a referred-to from, by name; `known` (a referral's own
 * ends) are among them while the list loads.
 */
export function useBusinessOptions(known: readonly NamedRef[] = NONE) {
  const { data, isFetching, error, refetch } = useGetBusinessesQuery({});
  const businesses = data?.data;
  const options = useMemo(() => mergeChoices(known, businesses), [businesses, known]);
  return { options, loading: isFetching, error, refetch };
}
