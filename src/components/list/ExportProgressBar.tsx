import { Button, Flex, Progress } from 'antd';
import { formatCount } from '../../lib/format';
import type { ExportProgress } from './useListController';

/** An export read page by page from the server: how far it has got, and a way to stop it. */
export default function ExportProgressBar({
  progress,
  onCancel,
}: {
  progress: ExportProgress;
  onCancel: () => void;
}) {
  const { done, total } = progress;
  const label = total > 0 ? `Exporting ${formatCount(done)} of ${formatCount(total)} rows` : 'Exporting';
  return (
    <Flex gap={12} align="center" wrap>
      <Progress
        aria-label={label}
        percent={total > 0 ? Math.floor((done / total) * 100) : 0}
        style={{ flex: '1 1 240px', margin: 0 }}
      />
      <span role="status">{label}</span>
      <Button onClick={onCancel}>Cancel export</Button>
    </Flex>
  );
}
