import { PageHeader } from '../../components/PageHeader';

export default function UserCreatePage() {
  return <PageHeader title="Create New User" />;
}
