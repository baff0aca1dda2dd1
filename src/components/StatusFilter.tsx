import { memo, useMemo } from 'react';
import { parseStatus, REFERRAL_STATUSES } from '../api/referralStatus';
import { SelectFilter } from './SelectFilter';

const ALL = '';

/**
 * A referral list's status filter (the referrals list, a business's referrals): the known
 * statuses, and the one a shared link names when it is another. Memoised: a keystroke in the
 * search box leaves it as it is.
 */
export const StatusFilter = memo(function StatusFilter({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange: (status: string | null) => void;
}) {
  const chosen = parseStatus(value);
  const options = useMemo(
    () => [
      { value: ALL, label: 'All statuses' },
      ...[...REFERRAL_STATUSES, ...(chosen && !REFERRAL_STATUSES.includes(chosen) ? [chosen] : [])].map(
        (status) => ({ value: status, label: status }),
      ),
    ],
    [chosen],
  );
  return (
    <SelectFilter
      id="status-filter"
      aria-label="Filter by status"
      value={chosen ?? ALL}
      options={options}
      onChange={(picked) => onChange(parseStatus(picked))}
      style={{ width: 170 }}
    />
  );
});
