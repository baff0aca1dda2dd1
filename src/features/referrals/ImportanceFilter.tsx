import { Select } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Importance, Referral } from '../../api/endpoints/referrals';
import { IMPORTANCES, isImportance } from './importance';

const PARAM = 'importance';
const ALL = 'all';

const options = [
  { value: ALL, label: 'All importances' },
  ...IMPORTANCES.map((importance) => ({ value: importance, label: importance })),
];

/** The importance filter of the referral list, kept in the URL beside the list's own state. */
export function useImportanceFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const importance: Importance | null = isImportance(raw) ? raw : null;

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isImportance(value)) next.set(PARAM, value);
        else next.delete(PARAM);
        // The current page may not exist among fewer rows.
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const filter = useCallback((referral: Referral) => referral.importance === importance, [importance]);

  const control = (
    <Select
      aria-label="Filter by importance"
      value={importance ?? ALL}
      options={options}
      onChange={choose}
      style={{ width: 170 }}
    />
  );
  return { control, filter: importance ? filter : undefined };
}
