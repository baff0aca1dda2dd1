import { useNavigate } from 'react-router-dom';
import { useCreateReferralMutation } from '../../api/endpoints/referrals';
import { DEFAULT_IMPORTANCE } from './importance';
import { toReferralCreate } from './referralPayload';
import { ReferralForm } from './ReferralForm';
import { useSuccessMessage } from '../../components/successMessage';
import { listWithCreated } from '../../lib/highlight';

const initialValues = { importance: DEFAULT_IMPORTANCE };

export default function ReferralCreatePage() {
  const [createReferral] = useCreateReferralMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return (
    <ReferralForm
      title="Create Referral"
      submitLabel="Create"
      cancelTo="/referrals"
      initialValues={initialValues}
      onSubmit={(values) => createReferral({ referralCreate: toReferralCreate(values) })}
      onSuccess={(answer) => {
        success('Referral created');
        navigate(listWithCreated('/referrals', answer));
      }}
    />
  );
}
