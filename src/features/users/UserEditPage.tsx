import { PageHeader } from '../../components/PageHeader';

export default function UserEditPage() {
  return <PageHeader title="Edit User" />;
}
