import { useMemo } from 'react';
import { useGetLogsQuery } from '../../api/endpoints/logs';
import { ListTable } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { logColumns } from './logColumns';
import { LogFilterBar } from './LogFilterBar';
import { logFilter } from './logFilters';
import { toLogRow } from './logRows';
import { useLogFilters } from './useLogFilters';

/** The audit log: read-only, newest first, searchable, filterable and exportable. */
export default function LogsPage() {
  const { data, isLoading, error, refetch } = useGetLogsQuery({});
  const rows = useMemo(() => data?.data.map(toLogRow), [data]);
  const { filters, update, clear, searching } = useLogFilters();
  const { action, model, from, to } = filters;
  const filter = useMemo(() => logFilter({ action, model, from, to }), [action, model, from, to]);

  return (
    <>
      <PageHeader title="Logs" />
      <ListTable
        label="Logs"
        rows={rows}
        columns={logColumns}
        rowKey={(row) => row.id}
        emptyText="No logs found"
        loading={isLoading}
        error={error}
        onRetry={refetch}
        exportName="audit-log"
        defaultSort={{ key: 'date', order: 'descend' }}
        filters={<LogFilterBar filters={filters} onChange={update} onClear={clear} searching={searching} />}
        filter={filter}
      />
    </>
  );
}
