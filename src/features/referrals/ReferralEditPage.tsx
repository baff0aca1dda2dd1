import { PageHeader } from '../../components/PageHeader';

export default function ReferralEditPage() {
  return <PageHeader title="Edit Referral" />;
}
