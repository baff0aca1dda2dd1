import { useMemo } from 'react';
import { useGetBusinessesQuery, type NamedRef } from '../../api/endpoints/businesses';
import { toId } from '../../lib/sameId';

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The businesses to pick a referrer and a referred-to from, by name. `known` (a referral's own
 * ends) are included, so a prefilled Select shows a name rather than an id while the list loads.
 */
const NONE: readonly NamedRef[] = [];

export function useBusinessOptions(known: readonly NamedRef[] = NONE) {
  const { data, isFetching, error, refetch } = useGetBusinessesQuery({});
  const businesses = data?.data;
  const options = useMemo(() => {
    // Keyed by the id as a number, so a known end sent as "3" and the list's 3 are one option.
    const all = new Map<number, string>();
    for (const business of [...known, ...(businesses ?? [])]) {
      const id = toId(business.id);
      if (id !== null) all.set(id, business.name);
    }
    return [...all]
      .map(([id, name]) => ({ value: id, label: name }))
      .sort((a, b) => byName.compare(a.label, b.label));
  }, [businesses, known]);
  return { options, loading: isFetching, error, refetch };
}
