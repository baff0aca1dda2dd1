import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { Referral } from '../../api/endpoints/referrals';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { useCreateController } from '../../components/record/useCreateController';
import { useRecordController } from '../../components/record/useRecordController';
import { referralResource } from './referralResource';
import { transactionCreate, TransactionFields } from './transactionForm';

function CreateForm({ referral, referralId }: { referral: Referral; referralId: number }) {
  const doneTo = `/referrals/${referralId}`;
  const setup = useCreateController({
    create: transactionCreate,
    label: 'Transaction',
    cancelTo: doneTo,
    doneTo: () => doneTo,
  });
  // Money is usually recorded on the day it came in.
  const initialValues = useMemo(() => ({ date: dayjs().startOf('day') }), []);
  return (
    <FormFrame {...setup} initialValues={initialValues} backLabel="Back to the referral">
      <TransactionFields referral={referral} />
    </FormFrame>
  );
}

export default function TransactionCreatePage() {
  const record = useRecordController(referralResource);
  return (
    <RecordGate record={record} failed="not-found" backTo="/referrals" backLabel="Back to referrals">
      {(referral) => <CreateForm referral={referral} referralId={record.id ?? referral.id} />}
    </RecordGate>
  );
}
