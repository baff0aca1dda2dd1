import { PlusOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useGetUsersQuery, type User } from '../../api/endpoints/users';
import { ButtonLink } from '../../components/ButtonLink';
import { ListTable, type ListColumn } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { UnverifiedUsersSection } from './UnverifiedUsersSection';
import { userColumns, userDetailsColumn } from './userColumns';

const verifiedColumns: ListColumn<User>[] = [...userColumns, userDetailsColumn];

export default function UserListPage() {
  const { data, isLoading, error, refetch } = useGetUsersQuery({});
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
          <ListTable
            label="Verified users"
            rows={data?.data}
            columns={verifiedColumns}
            rowKey={(user) => user.id}
            emptyText="No users found"
            loading={isLoading}
            error={error}
            onRetry={refetch}
            exportName="users"
            defaultSort={{ key: 'name', order: 'ascend' }}
          />
        </section>
        <UnverifiedUsersSection />
      </Flex>
    </>
  );
}
