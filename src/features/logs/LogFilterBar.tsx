import { ClearOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo } from 'react';
import { INPUT_DATE_FORMAT } from '../../lib/format';
import type { LogFilters } from './logFilters';
import { ACTION_CHOICES, isLogAction, isLogModel, MODEL_CHOICES, readableCode } from './logLabels';

const ALL = 'ALL';
const actionOptions = [
  { value: ALL, label: 'All' },
  ...ACTION_CHOICES.map((value) => ({ value, label: readableCode(value) })),
];
const modelOptions = [
  { value: ALL, label: 'All types' },
  ...MODEL_CHOICES.map((value) => ({ value, label: readableCode(value) })),
];

// Shown as '5 Mar 2024'; typing '2024-03-05' works too.
const PICKER_FORMATS = ['D MMM YYYY', INPUT_DATE_FORMAT];

const asDay = (value: string | null) => (value ? dayjs(value) : null);
const fromDay = (value: Dayjs | null | undefined) => (value ? value.format(INPUT_DATE_FORMAT) : null);

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
      <Select
        id="log-action-filter"
        aria-label="Action"
        prefix="Action:"
        value={filters.action ?? ALL}
        options={actionOptions}
        onChange={(value: string) => onChange({ action: isLogAction(value) ? value : null })}
        virtual={false}
        popupMatchSelectWidth={false}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select
        id="log-type-filter"
        aria-label="Type"
        prefix="Type:"
        value={filters.model ?? ALL}
        options={modelOptions}
        onChange={(value: string) => onChange({ model: isLogModel(value) ? value : null })}
        virtual={false}
        popupMatchSelectWidth={false}
        style={{ width: 180, maxWidth: '100%' }}
      />
      <DatePicker.RangePicker
        aria-label="Date range"
        placeholder={['From date', 'To date']}
        allowEmpty={[true, true]}
        format={PICKER_FORMATS}
        value={[asDay(filters.from), asDay(filters.to)]}
        onChange={(dates) => onChange({ from: fromDay(dates?.[0]), to: fromDay(dates?.[1]) })}
        style={{ width: 280, maxWidth: '100%' }}
      />
      {filtered && (
        <Button icon={<ClearOutlined />} onClick={onClear}>
          Clear filters
        </Button>
      )}
    </>
  );
});
