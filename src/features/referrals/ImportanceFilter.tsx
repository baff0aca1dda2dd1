import { memo } from 'react';
import { SelectFilter } from '../../components/SelectFilter';
import type { Importance, Referral } from '../../api/endpoints/referrals';
import type { ListFilter } from '../../lib/listQuery';
import { IMPORTANCES, isImportance } from '../../api/importance';

const ALL = 'all';

const options = [
  { value: ALL, label: 'All importances' },
  ...IMPORTANCES.map((importance) => ({ value: importance, label: importance })),
];

/** The referral list's importance filter, kept in the URL as `importance`. */
export const importanceFilter: ListFilter<Referral> = {
  key: 'importance',
  parse: (raw) => (isImportance(raw) ? raw : null),
  matches: (importance) => (referral) => referral.importance === importance,
};

/** Memoised: a keystroke in the search box leaves it as it is. */
export const ImportanceFilter = memo(function ImportanceFilter({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange: (importance: Importance | null) => void;
}) {
  return (
    <SelectFilter
      id="importance-filter"
      aria-label="Filter by importance"
      value={isImportance(value) ? value : ALL}
      options={options}
      onChange={(chosen) => onChange(isImportance(chosen) ? chosen : null)}
      style={{ width: 170 }}
    />
  );
});
