import { PageHeader } from '../../components/PageHeader';

export default function BusinessEditPage() {
  return <PageHeader title="Edit Business" />;
}
