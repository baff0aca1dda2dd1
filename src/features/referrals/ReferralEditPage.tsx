import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateReferralMutation } from '../../api/endpoints/referrals';
import { ButtonLink } from '../../components/ButtonLink';
import { NotFound } from '../../components/NotFound';
import { PageLoading } from '../../components/PageLoading';
import { referralToValues, toReferralPatch } from './referralPayload';
import { ReferralForm } from './ReferralForm';
import { useReferralFromRoute } from './useReferralFromRoute';
import { useSuccessMessage } from '../../components/successMessage';

export default function ReferralEditPage() {
  const { id, referral, isLoading, notFound } = useReferralFromRoute();
  const [updateReferral] = useUpdateReferralMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const initialValues = useMemo(() => (referral ? referralToValues(referral) : undefined), [referral]);
  const knownBusinesses = useMemo(
    () => (referral ? [referral.referrer, referral.referredTo] : undefined),
    [referral],
  );

  if (notFound || id === null) return <NotFound backTo="/referrals" backLabel="Back to referrals" />;
  if (isLoading || !initialValues) return <PageLoading />;
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
      onSuccess={() => {
        success('Referral updated');
        navigate(detail);
      }}
    />
  );
}
