import { PlusOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { PagedUserListEnvelope, User } from '../../api/endpoints/users';
import { ButtonLink } from '../../components/ButtonLink';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';
import { UnverifiedUsersSection } from './UnverifiedUsersSection';
import { userColumns, userDetailsColumn } from './userColumns';
import { userList } from '../../api/lists/userList';

const verifiedColumns: ListColumn<User>[] = [...userColumns, userDetailsColumn];
const usersOf = (answer: PagedUserListEnvelope) => answer.data;

export default function UserListPage() {
  const list = useListController({
    source: { server: userList, rowsOf: usersOf },
    columns: verifiedColumns,
    defaultSort: { key: 'name', order: 'ascend' },
    exportName: 'users',
  });
  return (
    <>
      <PageHeader
        title="Users"
        extra={
          <ButtonLink to="/users/create" type="primary" icon={<PlusOutlined />}>
            Create User
          </ButtonLink>
        }
      />
      <Flex vertical gap={32}>
        <section aria-labelledby="verified-users">
          <Typography.Title level={2} id="verified-users" style={{ fontSize: 18 }}>
            Verified users
          </Typography.Title>
          <ListTable list={list} label="Verified users" emptyText="No users found" />
        </section>
        <UnverifiedUsersSection />
      </Flex>
    </>
  );
}
