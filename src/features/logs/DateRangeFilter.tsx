import { CalendarOutlined, CloseCircleFilled, SwapRightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { createElement, type DOMAttributes } from 'react';
import { loadLater } from '../../speed/loadLater';
import { useLateControl } from '../../components/lateControl';
import { CSS_VAR_KEY } from '../../lib/cssVarKey';
import { SHOWN_DATE_FORMAT, type DateRangeProps } from './dateRange';

const picker = loadLater(() => import('./DateRangePicker').then((module) => module.default));

/**
 * The log's date range: antd's RangePicker once the page has shown its first rows (its code, with
 * the calendar, would be a fifth of the log's scripts before them), and until then its look-alike.
 * Pressed before then, the picker arrives open; focused, it arrives focused.
 */
export function DateRangeFilter(props: DateRangeProps) {
  const { Loaded, arrivesAs, handlers } = useLateControl(picker);
  if (Loaded) return createElement(Loaded, { ...props, arrivesAs });
  return <DateRangeLookalike {...props} handlers={handlers} />;
}

/** One end of the range as antd's RangePicker draws its input, read-only. */
function DayInput({
  end,
  placeholder,
  day,
}: {
  end: 'start' | 'end';
  placeholder: string;
  day: string | null;
}) {
  return (
    <div className={`ant-picker-input ant-picker-input-${end}`}>
      <input
        aria-invalid="false"
        autoComplete="off"
        aria-label="Date range"
        size={12}
        placeholder={placeholder}
        date-range={end}
        value={day ? dayjs(day).format(SHOWN_DATE_FORMAT) : ''}
        readOnly
      />
    </div>
  );
}

/**
 * antd's closed RangePicker as it draws itself (`app/antdLookalikes.test.tsx` checks the markup),
 * read-only (what is typed waits for the picker); its Clear button clears the range.
 */
export function DateRangeLookalike({
  from,
  to,
  onChange,
  handlers,
}: DateRangeProps & { handlers: DOMAttributes<HTMLDivElement> }) {
  return (
    <div
      className={`ant-picker ant-picker-range ant-picker-outlined ${CSS_VAR_KEY} ant-picker-css-var`}
      style={{ width: 280, maxWidth: '100%' }}
      {...handlers}
    >
      <DayInput end="start" placeholder="From date" day={from} />
      <div className="ant-picker-range-separator">
        <span aria-hidden="true" className="ant-picker-separator">
          <SwapRightOutlined />
        </span>
      </div>
      <DayInput end="end" placeholder="To date" day={to} />
      <div className="ant-picker-active-bar" style={{ position: 'absolute', width: 0 }} />
      <span className="ant-picker-suffix">
        <CalendarOutlined aria-hidden="true" />
      </span>
      {(from || to) && (
        <button
          type="button"
          aria-label="Clear"
          className="ant-picker-clear"
          onClick={() => onChange({ from: null, to: null })}
        >
          <CloseCircleFilled />
        </button>
      )}
    </div>
  );
}
