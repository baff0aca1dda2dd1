import { PageHeader } from '../../components/PageHeader';

export default function RegionCreatePage() {
  return <PageHeader title="Create Region" />;
}
