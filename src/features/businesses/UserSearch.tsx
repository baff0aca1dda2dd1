import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Spin, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useAddBusinessUserMutation, type Business } from '../../api/endpoints/businesses';
import { useGetUsersQuery, type User } from '../../api/endpoints/users';
import { ConfirmButton } from '../../components/ConfirmButton';
import { BusinessUserRow, rowListStyle } from './BusinessUserRow';
import { fullName } from '../../lib/fullName';
import { sameId, toId } from '../../lib/sameId';
import { useFeedback } from '../../components/feedback/feedback';

/** Enough to pick from; a longer list means the search should be narrowed. */
const MAX_RESULTS = 10;

function matches(user: User, query: string): boolean {
  const name = fullName(user).toLocaleLowerCase();
  return name.includes(query) || user.email.toLocaleLowerCase().includes(query);
}

/** Finds any user by first name, last name or email, to attach to the business. */
export function UserSearch({ business }: { business: Business }) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLocaleLowerCase());
  const users = useGetUsersQuery({});
  const [addBusinessUser] = useAddBusinessUserMutation();
  const { message } = useFeedback();

  const found = useMemo(
    () => (query ? (users.data?.data ?? []).filter((user) => matches(user, query)) : []),
    [users.data, query],
  );
  const attached = new Set((business.users ?? []).map((user) => toId(user.id)));

  const results = () => {
    if (!query) return null;
    if (users.isLoading) return <Spin size="small" aria-label="Loading users" />;
    if (users.error) {
      return (
        <Alert
          type="error"
          showIcon
          title="The users could not be loaded"
          description={errorMessage(users.error)}
          action={
            <Button size="small" onClick={() => void users.refetch()}>
              Try again
            </Button>
          }
        />
      );
    }
    if (found.length === 0) return <Typography.Text type="secondary">No matching users</Typography.Text>;
    return (
      <>
        <ul style={rowListStyle} aria-label="Matching users">
          {found.slice(0, MAX_RESULTS).map((user) => {
            const name = fullName(user);
            const elsewhere =
              !attached.has(toId(user.id)) && user.business != null && !sameId(user.business, business.id);
            return (
              <BusinessUserRow
                key={user.id}
                user={user}
                note={
                  elsewhere ? (
                    <Typography.Text type="secondary" italic>
                      In another business; adding moves them here
                    </Typography.Text>
                  ) : undefined
                }
                action={
                  attached.has(toId(user.id)) ? (
                    <Tag color="success">Added</Tag>
                  ) : (
                    <ConfirmButton
                      icon={<PlusOutlined />}
                      aria-label={`Add ${name}`}
                      confirm={`Add ${name} to ${business.name}?`}
                      okText="Add"
                      onConfirm={() =>
                        addBusinessUser({ businessUserRequest: { userId: user.id, businessId: business.id } })
                      }
                      onDone={() => void message.success(`${name} added to ${business.name}`)}
                      errorFallback="Error adding user"
                    >
                      Add
                    </ConfirmButton>
                  )
                }
              />
            );
          })}
        </ul>
        {found.length > MAX_RESULTS && (
          <Typography.Text type="secondary">
            Showing {MAX_RESULTS} of {found.length} matches; type more to narrow the search.
          </Typography.Text>
        )}
      </>
    );
  };

  return (
    <Flex vertical gap={8}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search for a user"
        aria-label="Search for a user"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 400 }}
      />
      {results()}
    </Flex>
  );
}
