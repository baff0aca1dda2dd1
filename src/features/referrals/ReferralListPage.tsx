import { PageHeader } from '../../components/PageHeader';

export default function ReferralListPage() {
  return <PageHeader title="Referrals" />;
}
