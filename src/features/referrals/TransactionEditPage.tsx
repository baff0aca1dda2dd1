import { PageHeader } from '../../components/PageHeader';

export default function TransactionEditPage() {
  return <PageHeader title="Edit Transaction" />;
}
