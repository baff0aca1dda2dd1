import { PageHeader } from '../../components/PageHeader';

export default function CategoryEditPage() {
  return <PageHeader title="Update Category" />;
}
