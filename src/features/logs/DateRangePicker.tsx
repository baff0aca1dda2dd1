import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { INPUT_DATE_FORMAT } from '../../lib/format';
import { PICKER_FORMATS, type DateRangeProps } from './dateRange';

const asDay = (value: string | null) => (value ? dayjs(value) : null);
const fromDay = (value: Dayjs | null | undefined) => (value ? value.format(INPUT_DATE_FORMAT) : null);

/**
 * The log's date range in antd's RangePicker: a chunk of its own (with dayjs' parsing and the
 * calendar), asked for once the log's first rows have painted; until then the look-alike stands in.
 */
export default function DateRangePicker({ from, to, onChange, arrivesAs = null }: DateRangeProps) {
  return (
    <DatePicker.RangePicker
      aria-label="Date range"
      placeholder={['From date', 'To date']}
      allowEmpty={[true, true]}
      format={PICKER_FORMATS}
      value={[asDay(from), asDay(to)]}
      onChange={(dates) => onChange({ from: fromDay(dates?.[0]), to: fromDay(dates?.[1]) })}
      autoFocus={arrivesAs !== null}
      defaultOpen={arrivesAs === 'open'}
      style={{ width: 280, maxWidth: '100%' }}
    />
  );
}
