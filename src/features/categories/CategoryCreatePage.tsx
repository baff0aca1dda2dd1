import { PageHeader } from '../../components/PageHeader';

export default function CategoryCreatePage() {
  return <PageHeader title="Create Category" />;
}
