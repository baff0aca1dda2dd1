import { PageHeader } from '../../components/PageHeader';

export default function BusinessListPage() {
  return <PageHeader title="Businesses" />;
}
