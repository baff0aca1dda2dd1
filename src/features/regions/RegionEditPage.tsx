import { PageHeader } from '../../components/PageHeader';

export default function RegionEditPage() {
  return <PageHeader title="Update Region" />;
}
