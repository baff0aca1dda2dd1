import { Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../components/BackLink';
import { History } from '../../components/history/History';
import { isRecordModel, RESOURCES } from '../../api/resources';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { parseRouteId } from '../../lib/routeId';

/**
 * One record's history on a page of its own, read-only: a deleted record has no detail page, but
 * its history survives (optional extension). '/history/business/12'.
 */
export default function RecordHistoryPage() {
  const params = useParams();
  const model = params.model?.toUpperCase();
  const id = parseRouteId(params.recordId);
  if (!isRecordModel(model) || id === null) return <NotFound backTo="/logs" backLabel="Back to logs" />;
  return (
    <>
      <PageHeader
        title={`History of ${RESOURCES[model].label.toLowerCase()} ${id}`}
        back={<BackLink to="/logs" label="Back to logs" />}
      />
      <Typography.Paragraph type="secondary">
        Every recorded change to this record, newest first. Read-only: a deleted record cannot be changed.
      </Typography.Paragraph>
      <History model={model} id={id} />
    </>
  );
}
