import { Table, type TableColumnType } from 'antd';
import type { ReadyRow } from './checkRows';
import type { ImportReport } from './createOneByOne';
import type { RowError } from './parseImportFile';

const FIELD_NAMES: Record<RowError['field'], string> = {
  name: 'Name',
  region: 'Region',
  categories: 'Categories',
};

const pagination = { pageSize: 10, showSizeChanger: false, hideOnSinglePage: true } as const;

const errorColumns: TableColumnType<RowError>[] = [
  { key: 'line', title: 'Line', dataIndex: 'line', width: 80 },
  { key: 'field', title: 'Field', render: (_, error) => FIELD_NAMES[error.field], width: 120 },
  { key: 'message', title: 'Problem', dataIndex: 'message' },
];

/** Every bad row: its line (the header is line 1), the field, and why. */
export function ErrorTable({ errors }: { errors: readonly RowError[] }) {
  return (
    <Table<RowError>
      aria-label="Rows with errors"
      size="small"
      columns={errorColumns}
      dataSource={[...errors]}
      rowKey={(error) => `${error.line}-${error.field}-${error.message}`}
      pagination={pagination}
    />
  );
}

const readyColumns: TableColumnType<ReadyRow>[] = [
  { key: 'line', title: 'Line', dataIndex: 'line', width: 80 },
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'region', title: 'Region', render: (_, row) => row.region.name },
  {
    key: 'categories',
    title: 'Categories',
    render: (_, row) => row.categories.map((category) => category.name).join(', '),
  },
];

/** The businesses the import will create, as they will be named and filed. */
export function ReadyTable({ rows }: { rows: readonly ReadyRow[] }) {
  return (
    <Table<ReadyRow>
      aria-label="Businesses to create"
      size="small"
      columns={readyColumns}
      dataSource={[...rows]}
      rowKey="line"
      pagination={pagination}
    />
  );
}

type Outcome = { line: number; name: string; outcome: string };

const reportColumns: TableColumnType<Outcome>[] = [
  { key: 'line', title: 'Line', dataIndex: 'line', width: 80 },
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'outcome', title: 'Outcome', dataIndex: 'outcome' },
];

/** Row by row, what exists now: created, failed (and why), or never sent. */
export function ReportTable({ report }: { report: ImportReport }) {
  const rows: Outcome[] = [
    ...report.failed.map(({ line, name, message }) => ({ line, name, outcome: `Failed: ${message}` })),
    ...report.notSent.map(({ line, name }) => ({ line, name, outcome: 'Not sent (cancelled)' })),
    ...report.created.map(({ line, name }) => ({ line, name, outcome: 'Created' })),
  ];
  return (
    <Table<Outcome>
      aria-label="Import report"
      size="small"
      columns={reportColumns}
      dataSource={rows}
      rowKey="line"
      pagination={pagination}
    />
  );
}
