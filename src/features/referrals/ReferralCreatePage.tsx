import { useNavigate } from 'react-router-dom';
import { useCreateReferralMutation } from '../../api/endpoints/referrals';
import { DEFAULT_IMPORTANCE } from './importance';
import { toReferralCreate } from './referralPayload';
import { ReferralForm } from './ReferralForm';

const initialValues = { importance: DEFAULT_IMPORTANCE };

export default function ReferralCreatePage() {
  const [createReferral] = useCreateReferralMutation();
  const navigate = useNavigate();
  return (
    <ReferralForm
      title="Create Referral"
      submitLabel="Create"
      cancelTo="/referrals"
      initialValues={initialValues}
      onSubmit={(values) => createReferral({ referralCreate: toReferralCreate(values) })}
      onSuccess={() => navigate('/referrals')}
    />
  );
}
