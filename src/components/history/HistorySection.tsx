import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useGetHistoryQuery,
  type ListMeta,
  type RecordModel,
  type Revision,
} from '../../api/endpoints/history';
import { useExtension } from '../../api/extensions';
import { formatDateTimePadded } from '../../lib/format';
import { fullName } from '../../lib/fullName';
import { ChangeLine } from './ChangeLine';
import type { HistoryProps, RevertAccess } from './historyTypes';
import { RevertButton } from './RevertButton';
import { revertState } from './revertState';
import { historyPage } from './useHistoryEarly';

/** The first page only at first: a record with a thousand revisions loads like any paged list. */

const ACTION_TEXT: Record<Revision['action'], string> = {
  CREATE: 'Created',
  UPDATE: 'Changed',
  DELETE: 'Deleted',
};

/** Whether a page's answer says more rows follow; an answer without `meta` was the whole list. */
function hasMore(meta: ListMeta | undefined): boolean {
  if (!meta) return false;
  if (meta.nextCursor !== undefined) return meta.nextCursor !== null;
  return meta.page * meta.pageSize < meta.total;
}

function Actor({ actor }: { actor: Revision['actor'] }) {
  if (!actor)
    return (
      <Typography.Text type="secondary">
        <em>User deleted</em>
      </Typography.Text>
    );
  // Underlined: it stands in a sentence, where colour alone would not tell it apart (axe).
  return (
    <Link to={`/users/${actor.id}`} style={{ textDecoration: 'underline' }}>
      {fullName(actor)}
    </Link>
  );
}

type RevisionItemProps = {
  revision: Revision;
  model: RecordModel;
  revert?: RevertAccess;
  /** The history as far as it is loaded, newest first: what a revert of this revision would do. */
  loaded: readonly Revision[];
};

function RevisionItem({ revision, model, revert, loaded }: RevisionItemProps) {
  const state = useMemo(() => revertState(loaded, revision), [loaded, revision]);
  const revertable = revert && revision.action === 'UPDATE' && revision.changes.length > 0;
  return (
    <li style={{ paddingBlock: 12, borderBottom: '1px solid rgba(128, 128, 128, 0.2)' }}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div>
          <Typography.Text strong>{ACTION_TEXT[revision.action]}</Typography.Text>{' '}
          <Typography.Text type="secondary">{formatDateTimePadded(revision.at)}</Typography.Text> by{' '}
          <Actor actor={revision.actor} />
        </div>
        {revertable &&
          (state.nothingToRevert ? (
            // Not offered: the record already holds the values from before this change.
            <Typography.Text type="secondary">Nothing to revert: the earlier values are back</Typography.Text>
          ) : (
            <RevertButton revision={revision} model={model} access={revert} state={state} />
          ))}
      </Flex>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {revision.changes.map((change) => (
          <li key={change.field}>
            <ChangeLine model={model} change={change} action={revision.action} />
          </li>
        ))}
      </ul>
    </li>
  );
}

type PageProps = HistoryProps & {
  page: number;
  /** How many pages are shown: each page draws the next after its own revisions. */
  pages: number;
  /** The revisions of the pages before this one. */
  newer: readonly Revision[];
};

/**
 * One page of revisions, newest first as the backend answers them, then the pages after it: each
 * revision is drawn knowing every newer one (a revert names a field changed again since).
 */
function RevisionPage({ model, id, revert, page, pages, newer }: PageProps) {
  const { data } = useGetHistoryQuery(historyPage(model, id, page));
  const loaded = useMemo(() => [...newer, ...(data?.data ?? [])], [newer, data]);
  return (
    <>
      {(data?.data ?? []).map((revision) => (
        <RevisionItem
          key={revision.version}
          revision={revision}
          model={model}
          revert={revert}
          loaded={loaded}
        />
      ))}
      {page < pages && (
        <RevisionPage model={model} id={id} revert={revert} page={page + 1} pages={pages} newer={loaded} />
      )}
    </>
  );
}

const NONE: readonly Revision[] = [];

/** Who changed what, newest first, with "Revert this change" where the resource allows it. */
export default function HistorySection({ model, id, revert }: HistoryProps) {
  const [pages, setPages] = useState(1);
  const offered = useExtension('history');
  const first = useGetHistoryQuery(offered ? historyPage(model, id, 1) : skipToken);
  const last = useGetHistoryQuery(offered ? historyPage(model, id, pages) : skipToken);
  // A backend without the extension (or before discovery has said): no section at all. While
  // loading: nothing yet either.
  if (!offered || first.isLoading) return null;
  const title = (
    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
      History
    </Typography.Title>
  );
  if (first.isError)
    return (
      <Card title={title} style={{ marginTop: 16 }}>
        <Alert
          type="error"
          showIcon
          title="The history could not be loaded"
          action={<Button onClick={() => void first.refetch()}>Retry</Button>}
        />
      </Card>
    );
  const empty = (first.data?.data ?? []).length === 0;
  return (
    <Card title={title} style={{ marginTop: 16 }}>
      {empty ? (
        <Typography.Text type="secondary">No changes recorded</Typography.Text>
      ) : (
        <ol aria-label="Changes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <RevisionPage model={model} id={id} revert={revert} page={1} pages={pages} newer={NONE} />
        </ol>
      )}
      {hasMore(last.data?.meta) && (
        <Button style={{ marginTop: 12 }} loading={last.isFetching} onClick={() => setPages(pages + 1)}>
          Load more
        </Button>
      )}
    </Card>
  );
}
