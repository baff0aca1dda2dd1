import DateRangePicker from './DateRangePicker';

/** The plain build (src/speed/README.md): antd's RangePicker from the first render, no look-alike. */
export const DateRangeFilter: typeof import('./DateRangeFilter').DateRangeFilter = (props) => (
  <DateRangePicker {...props} />
);
