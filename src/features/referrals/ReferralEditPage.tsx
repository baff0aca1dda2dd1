import { EditPage } from '../../components/record/EditPage';
import { ReferralFields } from './ReferralFields';
import { referralResource } from './referralResource';

export default function ReferralEditPage() {
  return (
    <EditPage resource={referralResource}>
      {(referral) => <ReferralFields knownBusinesses={[referral.referrer, referral.referredTo]} />}
    </EditPage>
  );
}
