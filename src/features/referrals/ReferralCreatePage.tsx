import { PageHeader } from '../../components/PageHeader';

export default function ReferralCreatePage() {
  return <PageHeader title="Create Referral" />;
}
