import { PageHeader } from '../../components/PageHeader';

export default function UserDetailPage() {
  return <PageHeader title="User" />;
}
