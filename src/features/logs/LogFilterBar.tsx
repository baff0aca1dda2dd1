import { ClearOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo } from 'react';
import { SelectFilter } from '../../components/SelectFilter';
import { DateRangeFilter } from './DateRangeFilter';
import type { LogFilters } from './logFilters';
import { ACTION_CHOICES, isLogAction, isLogModel, MODEL_CHOICES, readableCode } from './logLabels';

const ALL = 'ALL';
const actionOptions = [
  { value: ALL, label: 'All' },
  ...ACTION_CHOICES.map((value) => ({ value, label: readableCode(value) })),
];
const modelOptions = [{ value: ALL, label: 'All types' }, ...MODEL_CHOICES];

type LogFilterBarProps = {
  filters: LogFilters;
  onChange: (change: Partial<LogFilters>) => void;
  onClear: () => void;
  /** A filter or a search narrows the log: offer to clear them. */
  filtered: boolean;
};

/**
 * The log's filters beside the list's search box: action, type and a date range. Memoised: a
 * keystroke in the search box leaves them as they are.
 */
export const LogFilterBar = memo(function LogFilterBar({
  filters,
  onChange,
  onClear,
  filtered,
}: LogFilterBarProps) {
  return (
    <>
      <SelectFilter
        id="log-action-filter"
        aria-label="Action"
        prefix="Action:"
        value={filters.action ?? ALL}
        options={actionOptions}
        onChange={(value) => onChange({ action: isLogAction(value) ? value : null })}
        virtual={false}
        popupMatchSelectWidth={false}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <SelectFilter
        id="log-type-filter"
        aria-label="Type"
        prefix="Type:"
        value={filters.model ?? ALL}
        options={modelOptions}
        onChange={(value) => onChange({ model: isLogModel(value) ? value : null })}
        virtual={false}
        popupMatchSelectWidth={false}
        style={{ width: 180, maxWidth: '100%' }}
      />
      <DateRangeFilter from={filters.from} to={filters.to} onChange={onChange} />
      {filtered && (
        <Button icon={<ClearOutlined />} onClick={onClear}>
          Clear filters
        </Button>
      )}
    </>
  );
});
