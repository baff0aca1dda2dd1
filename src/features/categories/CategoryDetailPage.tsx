import { PageHeader } from '../../components/PageHeader';

export default function CategoryDetailPage() {
  return <PageHeader title="Category" />;
}
