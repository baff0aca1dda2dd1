import { CalendarOutlined, CloseCircleFilled, SwapRightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { createElement, type DOMAttributes } from 'react';
import { lateCode } from '../../components/lateCode';
import { useLateControl } from '../../components/lateControl';
import { CSS_VAR_KEY } from '../../lib/cssVarKey';
import { SHOWN_DATE_FORMAT, type DateRangeProps } from './dateRange';

const picker = lateCode(() => import('./DateRangePicker').then((module) => module.default));

/**
 * The log's date range: antd's RangePicker once the page has shown its first rows (its code, with
 * the calendar, was a fifth of the log's scripts before them), and until then its look-alike.
 * Pressed before then, the picker arrives open; focused, it arrives focused.
 */
export function DateRangeFilter(props: DateRangeProps) {
  const { Loaded, reached, handlers } = useLateControl(picker);
  if (Loaded) return createElement(Loaded, { ...props, reached });
  return <DateRangeLookalike {...props} handlers={handlers} />;
}

const shown = (day: string | null) => (day ? dayjs(day).format(SHOWN_DATE_FORMAT) : '');

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
      <div className="ant-picker-input ant-picker-input-start">
        <input
          aria-invalid="false"
          autoComplete="off"
          aria-label="Date range"
          size={12}
          placeholder="From date"
          date-range="start"
          value={shown(from)}
          readOnly
        />
      </div>
      <div className="ant-picker-range-separator">
        <span aria-hidden="true" className="ant-picker-separator">
          <SwapRightOutlined />
        </span>
      </div>
      <div className="ant-picker-input ant-picker-input-end">
        <input
          aria-invalid="false"
          autoComplete="off"
          aria-label="Date range"
          size={12}
          placeholder="To date"
          date-range="end"
          value={shown(to)}
          readOnly
        />
      </div>
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
