import { PageHeader } from '../../components/PageHeader';

export default function TransactionCreatePage() {
  return <PageHeader title="Create Transaction" />;
}
