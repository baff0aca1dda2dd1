import { ArrowLeftOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateReferralMutation, type Referral } from '../../api/endpoints/referrals';
import { ButtonLink } from '../../components/ButtonLink';
import { RecordGate } from '../../components/record/RecordGate';
import { useSuccessMessage } from '../../components/successMessage';
import { useEditConflictGuard, type WatchedField } from '../../components/record/useEditConflictGuard';
import { referralToValues, toReferralPatch, type ReferralValues } from './referralPayload';
import { ReferralForm } from './ReferralForm';
import { useReferralFromRoute } from './useReferralFromRoute';

const watched: WatchedField<Referral>[] = [
  { label: 'Business Name', read: (referral) => referral.businessName },
  { label: 'First Name', read: (referral) => referral.firstName },
  { label: 'Last Name', read: (referral) => referral.lastName },
  { label: 'Email', read: (referral) => referral.email },
  { label: 'Mobile', read: (referral) => referral.mobile },
  { label: 'Website', read: (referral) => referral.website },
  { label: 'Importance', read: (referral) => referral.importance },
  { label: 'Additional Information', read: (referral) => referral.description },
  { label: 'Referrer', read: (referral) => referral.referrer?.name },
  { label: 'Referred To', read: (referral) => referral.referredTo?.name },
];

function EditForm({
  referral,
  id,
  readFresh,
}: {
  referral: Referral;
  id: number;
  readFresh: () => Promise<Referral | null>;
}) {
  const [updateReferral] = useUpdateReferralMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const [form] = Form.useForm<ReferralValues>();
  const initialValues = useMemo(() => referralToValues(referral), [referral]);
  const noLostUpdate = useEditConflictGuard({
    loaded: referral,
    readFresh,
    fields: watched,
    onReload: useCallback((fresh: Referral) => form.setFieldsValue(referralToValues(fresh)), [form]),
  });
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
      form={form}
      beforeSubmit={noLostUpdate}
      onSubmit={(values) => updateReferral({ id, referralPatch: toReferralPatch(values) })}
      onSuccess={() => {
        success('Referral updated');
        navigate(detail);
      }}
    />
  );
}

export default function ReferralEditPage() {
  const record = useReferralFromRoute();
  return (
    <RecordGate record={record} failed="not-found" backTo="/referrals" backLabel="Back to referrals">
      {(referral) => (
        <EditForm referral={referral} id={record.id ?? referral.id} readFresh={record.readFresh} />
      )}
    </RecordGate>
  );
}
