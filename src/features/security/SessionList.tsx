import { Alert, List, Tag } from 'antd';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Panel } from '../../components/Panel';
import { useSuccessMessage } from '../../components/successMessage';
import { errorMessage } from '../../api/errors';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useListSessionsQuery,
} from '../../api/endpoints/account';
import { formatDateTime } from '../../lib/format';

/** Where the admin is signed in: this session marked, each other one ended alone or all at once. */
export function SessionList() {
  const sessions = useListSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endOne] = useEndSessionMutation();
  const [endOthers] = useEndOtherSessionsMutation();
  const said = useSuccessMessage();
  const rows = sessions.data?.data ?? [];
  const others = rows.filter((session) => !session.current).length;

  return (
    <Panel
      title="Where you are signed in"
      extra={
        <ConfirmButton
          confirm="Sign out of every other session?"
          okText="Sign out everywhere else"
          danger
          disabled={others === 0}
          onConfirm={() => endOthers()}
          onDone={() => {
            said('Signed out everywhere else.');
            void sessions.refetch();
          }}
        >
          Sign out everywhere else
        </ConfirmButton>
      }
    >
      {sessions.error ? (
        <Alert type="error" showIcon title={errorMessage(sessions.error, 'Could not load your sessions.')} />
      ) : (
        <List
          loading={sessions.isLoading}
          dataSource={rows}
          locale={{ emptyText: 'No sessions' }}
          renderItem={(session) => (
            <List.Item
              actions={
                session.current
                  ? []
                  : [
                      <ConfirmButton
                        key="end"
                        size="small"
                        confirm={`Sign out of ${session.device}?`}
                        okText="Sign out"
                        onConfirm={() => endOne({ id: session.id })}
                        onDone={() => {
                          said('Signed out there.');
                          void sessions.refetch();
                        }}
                      >
                        Sign out
                      </ConfirmButton>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <>
                    {session.device} {session.current && <Tag color="green">This session</Tag>}
                    {session.stage !== 'full' && <Tag color="orange">Second factor not given</Tag>}
                  </>
                }
                description={`${session.address ?? 'Unknown address'} · started ${formatDateTime(session.startedAt)} · last seen ${formatDateTime(session.lastSeenAt)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Panel>
  );
}
