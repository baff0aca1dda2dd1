import { skipToken } from '@reduxjs/toolkit/query';
import { Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useGetHistoryQuery, type RecordModel } from '../../api/endpoints/history';
import { useExtension } from '../../api/extensions';
import { BackLink } from '../../components/BackLink';
import { History } from '../../components/history/History';
import { recordNameIn } from '../../components/history/recordName';
import { historyPage } from '../../components/history/useHistoryEarly';
import { isRecordModel, RESOURCES } from '../../api/resources';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { parseRouteId } from '../../lib/routeId';

/**
 * The record's name from its history: the newest page (the same request as the section's), else
 * the oldest, which holds its creation with every field. Null until known, or when none names it.
 */
function useRecordName(model: RecordModel, id: number): string | null {
  const offered = useExtension('history');
  const newest = useGetHistoryQuery(offered ? historyPage(model, id, 1) : skipToken);
  const fromNewest = newest.data ? recordNameIn(model, newest.data.data) : null;
  const meta = newest.data?.meta;
  const lastPage = meta && meta.total > meta.pageSize ? Math.ceil(meta.total / meta.pageSize) : null;
  const oldest = useGetHistoryQuery(
    offered && fromNewest === null && lastPage !== null ? historyPage(model, id, lastPage) : skipToken,
  );
  if (fromNewest !== null) return fromNewest;
  return oldest.data ? recordNameIn(model, oldest.data.data) : null;
}

function HistoryOf({ model, id }: { model: RecordModel; id: number }) {
  const kind = RESOURCES[model].label.toLowerCase();
  const name = useRecordName(model, id);
  return (
    <>
      <PageHeader
        title={name === null ? `History of ${kind} ${id}` : `History of ${name}`}
        back={<BackLink to="/logs" label="Back to logs" />}
      />
      <Typography.Paragraph type="secondary">
        Every recorded change to this {kind}, newest first. Read-only: a deleted record cannot be changed.
      </Typography.Paragraph>
      <History model={model} id={id} />
    </>
  );
}

/**
 * One record's history on a page of its own, read-only: a deleted record has no detail page, but
 * its history survives (optional extension). '/history/business/12', titled by the record's name.
 */
export default function RecordHistoryPage() {
  const params = useParams();
  const model = params.model?.toUpperCase();
  const id = parseRouteId(params.recordId);
  if (!isRecordModel(model) || id === null) return <NotFound backTo="/logs" backLabel="Back to logs" />;
  return <HistoryOf model={model} id={id} />;
}
