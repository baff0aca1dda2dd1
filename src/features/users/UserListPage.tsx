import { PageHeader } from '../../components/PageHeader';

export default function UserListPage() {
  return <PageHeader title="Users" />;
}
