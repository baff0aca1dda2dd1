import { useMemo } from 'react';
import type { LogListEnvelope } from '../../api/endpoints/logs';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { logCard, logColumns } from './logColumns';
import { LogFilterBar } from './LogFilterBar';
import { logFilters, logFilterValues } from './logFilters';
import { logList } from './logList';
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

const logRows = (answer: LogListEnvelope) => answer.data.map(toLogRow);

/** A component of its own: a keystroke in its search re-renders the list, not the page's header. */
function LogList() {
  const list = useListController({
    source: { server: logList, rowsOf: logRows },
    columns: logColumns,
    defaultSort: logList.defaultSort,
    filters: logFilters,
    exportName: 'audit-log',
  });

  const filterValues = useMemo(() => logFilterValues(list.filterValues), [list.filterValues]);

  return (
    <ListTable
      list={list}
      label="Logs"
      emptyText="No logs found"
      card={logCard}
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
