import type { SpinProps } from 'antd';

/**
 * How long a refetch over rows already shown (another page, a sort, a search, a filter) waits
 * before its spinner covers them. Most answers come within it, and a blur flashed over the rows for
 * a few frames reads as flicker, not progress; a slower one still shows that the list is loading.
 */
const REFETCH_SPIN_DELAY_MS = 200;

/** The list's loading spinner: at once over an empty list, after the delay over rows already shown. */
export const listSpin = (loading: boolean, rowsShown: number): SpinProps => ({
  spinning: loading,
  delay: rowsShown > 0 ? REFETCH_SPIN_DELAY_MS : 0,
});
