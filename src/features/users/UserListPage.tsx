import { PlusOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { PagedUserListEnvelope } from '../../api/endpoints/users';
import { userList } from '../../api/lists/userList';
import { ButtonLink } from '../../components/ButtonLink';
import { ResourceList } from '../../components/record/ListPage';
import { PageHeader } from '../../components/PageHeader';
import { UnverifiedUsersSection } from './UnverifiedUsersSection';
import { userResource } from './userResource';

const usersOf = (answer: PagedUserListEnvelope) => answer.data;

export default function UserListPage() {
  return (
    <>
      <PageHeader
        title="Users"
        extra={
          <ButtonLink to="/users/create" type="primary" icon={<PlusOutlined aria-hidden />}>
            Create User
          </ButtonLink>
        }
      />
      <Flex vertical gap={32}>
        <section aria-labelledby="verified-users">
          <Typography.Title level={2} id="verified-users" style={{ fontSize: 18 }}>
            Verified users
          </Typography.Title>
          <ResourceList
            resource={userResource}
            source={{ server: userList, rowsOf: usersOf }}
            label="Verified users"
          />
        </section>
        <UnverifiedUsersSection />
      </Flex>
    </>
  );
}
