import { PageHeader } from '../../components/PageHeader';

export default function BusinessCreatePage() {
  return <PageHeader title="Create Business" />;
}
