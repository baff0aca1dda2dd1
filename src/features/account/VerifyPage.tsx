import { PageHeader } from '../../components/PageHeader';

export default function VerifyPage() {
  return <PageHeader title="Verify your account" />;
}
