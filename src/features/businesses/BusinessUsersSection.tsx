import { UserDeleteOutlined } from '@ant-design/icons';
import { Collapse, Flex, Typography } from 'antd';
import { useRemoveBusinessUserMutation, type Business } from '../../api/endpoints/businesses';
import { ConfirmButton } from '../../components/ConfirmButton';
import { BusinessUserRow, rowListStyle } from './BusinessUserRow';
import { UserSearch } from './UserSearch';
import { fullName } from '../../lib/fullName';
import { useFeedback } from '../../components/feedback/feedback';

function AttachedUsers({ business }: { business: Business }) {
  const [removeBusinessUser] = useRemoveBusinessUserMutation();
  const { message } = useFeedback();
  if (business.users.length === 0) return <Typography.Text type="secondary">No Users</Typography.Text>;
  return (
    <ul style={rowListStyle} aria-label={`Users of ${business.name}`}>
      {business.users.map((user) => {
        const name = fullName(user);
        return (
          <BusinessUserRow
            key={user.id}
            user={user}
            action={
              <ConfirmButton
                danger
                icon={<UserDeleteOutlined />}
                aria-label={`Remove ${name}`}
                confirm={`Remove ${name} from ${business.name}?`}
                okText="Remove"
                onConfirm={() => removeBusinessUser({ businessId: business.id, userId: user.id })}
                onDone={() => void message.success(`${name} removed from ${business.name}`)}
                errorFallback="Error removing user"
              >
                Remove
              </ConfirmButton>
            }
          />
        );
      })}
    </ul>
  );
}

/** The expandable Users section: find and add any user, and remove the attached ones. */
export function BusinessUsersSection({ business }: { business: Business }) {
  return (
    <Collapse
      style={{ marginBottom: 24 }}
      items={[
        {
          key: 'users',
          label: 'Users',
          children: (
            <Flex vertical gap={16}>
              <UserSearch business={business} />
              <div>
                <Typography.Title level={3} style={{ fontSize: 16 }}>
                  Attached users
                </Typography.Title>
                <AttachedUsers business={business} />
              </div>
            </Flex>
          ),
        },
      ]}
    />
  );
}
