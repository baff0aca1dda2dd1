import { PageHeader } from '../../components/PageHeader';

export default function BusinessDetailPage() {
  return <PageHeader title="Business" />;
}
