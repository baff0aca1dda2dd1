import { Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useGetBusinessQuery } from '../../api/endpoints/businesses';
import { useDeleteUserMutation, type User } from '../../api/endpoints/users';
import { DetailFrame } from '../../components/DetailFrame';
import { fullName } from '../../lib/fullName';
import { detailStatus, userType } from './userText';
import { useRecordController } from '../../components/record/useRecordController';
import { userResource } from './userResource';

function BusinessLink({ id }: { id: number }) {
  const { data } = useGetBusinessQuery({ id });
  return <Link to={`/businesses/${id}`}>{data?.data?.name ?? `Business ${id}`}</Link>;
}

function UserDetails({ user }: { user: User }) {
  return (
    <Card>
      <Descriptions column={1} styles={{ content: { overflowWrap: 'anywhere' } }}>
        <Descriptions.Item label="First name">{user.firstName}</Descriptions.Item>
        {user.lastName && <Descriptions.Item label="Last name">{user.lastName}</Descriptions.Item>}
        <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Mobile">{user.mobile}</Descriptions.Item>
        <Descriptions.Item label="Role">
          <Tag color={user.isAdmin ? 'geekblue' : 'default'}>{userType(user)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <Tag color={user.isActive ? 'green' : 'red'}>{detailStatus(user)}</Tag>
        </Descriptions.Item>
        {user.business ? (
          <Descriptions.Item label="Business">
            <BusinessLink id={user.business} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}

export default function UserDetailPage() {
  const record = useRecordController(userResource);
  const [deleteUser] = useDeleteUserMutation();

  return (
    <DetailFrame
      record={record}
      title={fullName}
      backTo="/users"
      backLabel="Back to users"
      failed={userResource.failed}
      missing={userResource.missing}
      editTo={`/users/${record.id}/edit`}
      remove={(user) => ({
        confirm: 'Are you sure you want to delete this user?',
        run: () => deleteUser({ id: user.id }),
        deletedTo: '/users',
        errorFallback: 'Error deleting user',
      })}
    >
      {(user) => <UserDetails user={user} />}
    </DetailFrame>
  );
}
