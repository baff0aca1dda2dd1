import { useDeleteReferralMutation } from '../../api/endpoints/referrals';
import { DetailFrame } from '../../components/DetailFrame';
import { MoneyMadeTable } from './MoneyMadeTable';
import { ReferralDetails } from './ReferralDetails';
import { useRecordController } from '../../components/record/useRecordController';
import { referralResource } from './referralResource';

export const deleteReferralQuestion = (businessName: string) =>
  `Are you sure you want to delete the referral to ${businessName}`;

export default function ReferralDetailPage() {
  const record = useRecordController(referralResource);
  const [deleteReferral] = useDeleteReferralMutation();
  const id = record.id;

  return (
    <DetailFrame
      record={record}
      // The spec shows the generic not-found page for any failed referral load.
      failed="not-found"
      title={(referral) => referral.businessName}
      backTo="/referrals"
      backLabel="Back to referrals"
      editTo={`/referrals/${id}/edit`}
      remove={(referral) => ({
        confirm: deleteReferralQuestion(referral.businessName),
        run: () => deleteReferral({ id: id ?? referral.id }),
        deletedTo: '/referrals',
        errorFallback: 'The referral could not be deleted',
      })}
    >
      {(referral) => (
        <>
          <ReferralDetails referral={referral} />
          <MoneyMadeTable referralId={id ?? referral.id} transactions={referral.transactions ?? []} />
        </>
      )}
    </DetailFrame>
  );
}
