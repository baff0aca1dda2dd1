import { PageHeader } from '../../components/PageHeader';

export default function ReferralDetailPage() {
  return <PageHeader title="Referral" />;
}
