import { useMemo } from 'react';
import { useGetLogsQuery } from '../../api/endpoints/logs';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { logColumns } from './logColumns';
import { LogFilterBar } from './LogFilterBar';
import { logFilters, logFilterValues } from './logFilters';
import { toLogRow } from './logRows';

/** The audit log: read-only, newest first, searchable, filterable and exportable. */
export default function LogsPage() {
  return (
    <>
      <PageHeader title="Logs" />
      <LogList />
    </>
  );
}

/** A component of its own: a keystroke in its search re-renders the list, not the page's header. */
function LogList() {
  const { data, isLoading, error, refetch } = useGetLogsQuery({});
  const rows = useMemo(() => data?.data.map(toLogRow), [data]);
  const list = useListController({
    rows,
    columns: logColumns,
    defaultSort: { key: 'date', order: 'descend' },
    filters: logFilters,
    exportName: 'audit-log',
    loading: isLoading,
    error,
    onRetry: refetch,
  });

  const filterValues = useMemo(() => logFilterValues(list.filterValues), [list.filterValues]);

  return (
    <ListTable
      list={list}
      label="Logs"
      emptyText="No logs found"
      filters={
        <LogFilterBar
          filters={filterValues}
          onChange={list.setFilters}
          onClear={list.clearFilters}
          filtered={list.filtered}
        />
      }
    />
  );
}
