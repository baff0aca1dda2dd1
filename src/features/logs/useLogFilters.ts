import { useSearchParams } from 'react-router-dom';
import { readLogFilters, writeLogFilters, type LogFilters } from './logFilters';

/** The log filters in the URL; changes replace the entry, as the list table's own state does. */
export function useLogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readLogFilters(params);
  const update = (change: Partial<LogFilters>) =>
    setParams((current) => writeLogFilters(current, { ...readLogFilters(current), ...change }), {
      replace: true,
    });
  /** Clears the filters and the search box too: back to the whole log. */
  const clear = () =>
    setParams(
      (current) => {
        const next = writeLogFilters(current, { action: null, model: null, from: null, to: null });
        next.delete('q');
        return next;
      },
      { replace: true },
    );
  return { filters, update, clear, searching: (params.get('q') ?? '') !== '' };
}
