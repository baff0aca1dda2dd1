import { PageHeader } from '../../components/PageHeader';

export default function RegionDetailPage() {
  return <PageHeader title="Region" />;
}
