import { PageHeader } from '../../components/PageHeader';

export default function CategoryListPage() {
  return <PageHeader title="Categories" />;
}
