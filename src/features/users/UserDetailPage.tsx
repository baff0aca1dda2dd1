import { Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useGetBusinessQuery } from '../../api/endpoints/businesses';
import type { User } from '../../api/endpoints/users';
import { ShowPage } from '../../components/record/ShowPage';
import { detailStatus, userType } from './userText';
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
  return <ShowPage resource={userResource}>{(user) => <UserDetails user={user} />}</ShowPage>;
}
