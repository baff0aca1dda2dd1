import { useDeleteReferralMutation } from '../../api/endpoints/referrals';
import { DetailFrame } from '../../components/DetailFrame';
import { MoneyMadeTable } from './MoneyMadeTable';
import { ReferralDetails } from './ReferralDetails';
import { useReferralFromRoute } from './useReferralFromRoute';

export const deleteReferralQuestion = (businessName: string) =>
  `Are you sure you want to delete the referral to ${businessName}`;

export default function ReferralDetailPage() {
  const { id, referral, isLoading, notFound } = useReferralFromRoute();
  const [deleteReferral] = useDeleteReferralMutation();

  return (
    <DetailFrame
      title={referral?.businessName}
      backTo="/referrals"
      backLabel="Back to referrals"
      editTo={`/referrals/${id}/edit`}
      remove={{
        confirm: deleteReferralQuestion(referral?.businessName ?? ''),
        run: () => deleteReferral({ id: id ?? 0 }),
        deletedTo: '/referrals',
        errorFallback: 'The referral could not be deleted',
      }}
      loading={isLoading}
      notFound={notFound}
    >
      {referral && id !== null && (
        <>
          <ReferralDetails referral={referral} />
          <MoneyMadeTable referralId={id} transactions={referral.transactions ?? []} />
        </>
      )}
    </DetailFrame>
  );
}
