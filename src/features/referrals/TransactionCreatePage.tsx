import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useCreateTransactionMutation } from '../../api/endpoints/transactions';
import type { Referral } from '../../api/endpoints/referrals';
import { RecordGate } from '../../components/record/RecordGate';
import { TransactionForm, type TransactionValues } from './TransactionForm';
import { useReferralFromRoute } from './useReferralFromRoute';

function CreateForm({ referral, referralId }: { referral: Referral; referralId: number }) {
  const [createTransaction] = useCreateTransactionMutation();
  // Money is usually recorded on the day it came in.
  const initialValues = useMemo<Partial<TransactionValues>>(() => ({ date: dayjs().startOf('day') }), []);
  return (
    <TransactionForm
      title="Create Transaction"
      submitLabel="Create"
      doneMessage="Transaction created"
      referralId={referralId}
      referral={referral}
      initialValues={initialValues}
      onSubmit={(input) => createTransaction({ transactionCreate: { ...input, referralId } })}
    />
  );
}

export default function TransactionCreatePage() {
  const record = useReferralFromRoute();
  return (
    <RecordGate record={record} failed="not-found" backTo="/referrals" backLabel="Back to referrals">
      {(referral) => <CreateForm referral={referral} referralId={record.id ?? referral.id} />}
    </RecordGate>
  );
}
