import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateReferralMutation, type Referral } from '../../api/endpoints/referrals';
import { ButtonLink } from '../../components/ButtonLink';
import { RecordGate } from '../../components/record/RecordGate';
import { referralToValues, toReferralPatch } from './referralPayload';
import { ReferralForm } from './ReferralForm';
import { useReferralFromRoute } from './useReferralFromRoute';

function EditForm({ referral, id }: { referral: Referral; id: number }) {
  const [updateReferral] = useUpdateReferralMutation();
  const navigate = useNavigate();
  const initialValues = useMemo(() => referralToValues(referral), [referral]);
  const knownBusinesses = useMemo(() => [referral.referrer, referral.referredTo], [referral]);
  const detail = `/referrals/${id}`;
  return (
    <ReferralForm
      title="Edit Referral"
      submitLabel="Save"
      cancelTo={detail}
      back={
        <ButtonLink
          to={detail}
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label="Back to the referral"
          title="Back to the referral"
        />
      }
      initialValues={initialValues}
      knownBusinesses={knownBusinesses}
      onSubmit={(values) => updateReferral({ id, referralPatch: toReferralPatch(values) })}
      onSuccess={() => navigate(detail)}
    />
  );
}

export default function ReferralEditPage() {
  const record = useReferralFromRoute();
  return (
    <RecordGate record={record} failed="not-found" backTo="/referrals" backLabel="Back to referrals">
      {(referral) => <EditForm referral={referral} id={record.id ?? referral.id} />}
    </RecordGate>
  );
}
