import { PageHeader } from '../../components/PageHeader';

export default function RegionListPage() {
  return <PageHeader title="Regions" />;
}
