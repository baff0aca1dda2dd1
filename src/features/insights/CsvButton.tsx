import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { csvFileName } from '../../components/list/listColumn';
import { downloadCsv, toCsv } from '../../lib/csv';

/** Exports a section's figures as the lists export theirs: the same escaping, byte order mark and file name. */
export function CsvButton({
  label,
  exportName,
  header,
  rows,
}: {
  label: string;
  exportName: string;
  header: readonly string[];
  rows: () => readonly (readonly string[])[];
}) {
  return (
    <Button
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      aria-label={label}
      onClick={() => downloadCsv(csvFileName(exportName), toCsv(header, rows()))}
    >
      CSV
    </Button>
  );
}
