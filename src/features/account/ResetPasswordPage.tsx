import { PageHeader } from '../../components/PageHeader';

export default function ResetPasswordPage() {
  return <PageHeader title="Reset password" />;
}
