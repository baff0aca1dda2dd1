import { PageHeader } from '../../components/PageHeader';

export default function ForgotPasswordPage() {
  return <PageHeader title="Forgotten password?" />;
}
