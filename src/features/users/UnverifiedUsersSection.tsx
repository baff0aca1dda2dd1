import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useResendVerificationMutation } from '../../api/endpoints/auth';
import {
  useDeleteUnverifiedUserMutation,
  useGetUnverifiedUsersQuery,
  type User,
} from '../../api/endpoints/users';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController, wholeQuery } from '../../components/list/useListController';
import { useSuccessMessage } from '../../components/successMessage';
import { runForEach, type BulkAction, type BulkKind, type BulkReport } from './bulkActions';
import { BulkReportAlert } from './BulkReportAlert';
import { unverifiedUserColumns, userCard, userDetailsColumn } from './userColumns';
import { fullName } from '../../lib/fullName';
import { userCount } from './userText';
import { UNVERIFIED_PREFIX } from './userLists';
import { useFeedback } from '../../components/feedback/feedback';

const RESEND_FAILED = 'Error resending the verification email';
const REMOVE_FAILED = 'Error removing user';
const NAMES_IN_QUESTION = 8;

/** Who a bulk question is about, so the admin confirms names and not just a number. */
function NameList({ users }: { users: readonly User[] }) {
  const shown = users.slice(0, NAMES_IN_QUESTION);
  const more = users.length - shown.length;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {shown.map((user) => (
        <li key={user.id} style={{ overflowWrap: 'anywhere' }}>{`${fullName(user)} (${user.email})`}</li>
      ))}
      {more > 0 && <li>{`and ${more} more`}</li>}
    </ul>
  );
}

/** Invited users who have not verified yet: resend the invitation or withdraw it, one or many. */
export function UnverifiedUsersSection() {
  const query = useGetUnverifiedUsersQuery();
  const [resend] = useResendVerificationMutation();
  const [remove] = useDeleteUnverifiedUserMutation();
  const { modal } = useFeedback();
  const success = useSuccessMessage();
  const [running, setRunning] = useState<BulkKind | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);

  const columns = useMemo<ListColumn<User>[]>(
    () => [
      ...unverifiedUserColumns,
      {
        key: 'actions',
        title: 'Actions',
        render: (user) => (
          <Flex gap={8} wrap>
            <ConfirmButton
              size="small"
              icon={<MailOutlined />}
              aria-label={`Resend verification email to ${fullName(user)}`}
              confirm={`Are you sure you want to resend verification email to ${fullName(user)} (${user.email})`}
              okText="Resend"
              onConfirm={() => resend({ emailRequest: { email: user.email } })}
              onDone={() => success(`Verification email sent to ${user.email}`)}
              errorFallback={RESEND_FAILED}
            >
              Resend
            </ConfirmButton>
            <ConfirmButton
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove ${fullName(user)}`}
              confirm={`Are you sure you want to remove ${fullName(user)}`}
              okText="Remove"
              onConfirm={() => remove({ id: user.id })}
              onDone={() => success(`${fullName(user)} removed`)}
              errorFallback={REMOVE_FAILED}
            >
              Remove
            </ConfirmButton>
          </Flex>
        ),
      },
      userDetailsColumn,
    ],
    [resend, remove, success],
  );
  const list = useListController({
    source: wholeQuery(query),
    columns,
    defaultSort: { key: 'name', order: 'ascend' },
    urlPrefix: UNVERIFIED_PREFIX,
    exportName: 'unverified-users',
    selectable: true,
  });
  // Ticked users still listed: a removed user drops out of the selection by itself.
  const selected = list.selection.rows;

  const bulk: Record<BulkKind, BulkAction & { question: (count: number) => string; okText: string }> = {
    resend: {
      run: (user) => resend({ emailRequest: { email: user.email } }),
      done: 'sent',
      fallback: RESEND_FAILED,
      question: (count) => `Resend verification email to ${userCount(count)}?`,
      okText: 'Resend',
    },
    remove: {
      run: (user) => remove({ id: user.id }),
      done: 'removed',
      fallback: REMOVE_FAILED,
      question: (count) => `Remove ${userCount(count)}?`,
      okText: 'Remove',
    },
  };

  const confirmBulk = (kind: BulkKind) => {
    const users = selected;
    const action = bulk[kind];
    modal.confirm({
      title: action.question(users.length),
      content: <NameList users={users} />,
      okText: action.okText,
      cancelText: 'Cancel',
      okButtonProps: { danger: kind === 'remove' },
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        setRunning(kind);
        setReport(null);
        const outcomes = await runForEach(users, action);
        setRunning(null);
        setReport({ kind, outcomes });
        const done = outcomes.filter((outcome) => outcome.ok).length;
        if (done > 0)
          success(
            kind === 'resend'
              ? `Verification email sent to ${userCount(done)}`
              : `${userCount(done)} removed`,
          );
        // Failures stay selected, ready for another try.
        list.selection.select(outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.user.id));
      },
    });
  };

  return (
    <section aria-labelledby="unverified-users">
      <Typography.Title level={2} id="unverified-users" style={{ fontSize: 18 }}>
        Unverified users
      </Typography.Title>
      <Flex vertical gap={12}>
        {report && <BulkReportAlert report={report} onClose={() => setReport(null)} />}
        <ListTable
          list={list}
          label="Unverified users"
          emptyText="No unverified users found"
          card={userCard}
          selectLabel={(user) => `Select ${fullName(user)}`}
          actions={
            <>
              <Button
                icon={<MailOutlined />}
                disabled={selected.length === 0 || running !== null}
                loading={running === 'resend'}
                onClick={() => confirmBulk('resend')}
              >
                {`Resend selected${selected.length > 0 ? ` (${selected.length})` : ''}`}
              </Button>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={selected.length === 0 || running !== null}
                loading={running === 'remove'}
                onClick={() => confirmBulk('remove')}
              >
                {`Remove selected${selected.length > 0 ? ` (${selected.length})` : ''}`}
              </Button>
            </>
          }
        />
      </Flex>
    </section>
  );
}
