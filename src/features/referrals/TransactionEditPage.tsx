import type { SkipToken } from '@reduxjs/toolkit/query';
import type { Referral } from '../../api/endpoints/referrals';
import { useGetTransactionQuery, type Transaction } from '../../api/endpoints/transactions';
import { bothRecords } from '../../api/recordState';
import { FormFrame } from '../../components/FormFrame';
import { History } from '../../components/history/History';
import { RecordGate } from '../../components/record/RecordGate';
import { useEditController } from '../../components/record/useEditController';
import { useRecordController } from '../../components/record/useRecordController';
import { useRouteRecord } from '../../components/record/useRouteRecord';
import { sameId } from '../../lib/sameId';
import { referralResource } from './referralResource';
import { transactionEdit, TransactionFields } from './transactionForm';

const useTransaction = (id: number | SkipToken) =>
  useGetTransactionQuery(typeof id === 'number' ? { id } : id);

type EditFormProps = {
  referral: Referral;
  transaction: Transaction;
  id: number;
  readFresh: () => Promise<Transaction | null>;
};

function EditForm({ referral, transaction, id, readFresh }: EditFormProps) {
  const doneTo = `/referrals/${referral.id}`;
  const setup = useEditController({
    edit: transactionEdit,
    label: 'Transaction',
    record: transaction,
    id,
    readFresh,
    doneTo,
  });
  return (
    <>
      <FormFrame {...setup} backLabel="Back to the referral">
        <TransactionFields referral={referral} />
      </FormFrame>
      {/* Read-only: to put a value back, the admin edits it in the form right above. */}
      <History model="TRANSACTION" id={id} />
    </>
  );
}

export default function TransactionEditPage() {
  const referral = useRecordController(referralResource);
  const transaction = useRouteRecord('transactionId', useTransaction);
  let state = bothRecords(referral, transaction);
  // A transaction of another referral is not this page's to edit.
  if (
    state.status === 'ready' &&
    state.record[1].referralId != null &&
    !sameId(state.record[1].referralId, referral.id)
  )
    state = { status: 'missing' };
  return (
    <RecordGate
      record={state}
      failed="not-found"
      backTo={referral.id === null ? '/referrals' : `/referrals/${referral.id}`}
      backLabel={referral.id === null ? 'Back to referrals' : 'Back to the referral'}
    >
      {([loadedReferral, loadedTransaction]) => (
        <EditForm
          referral={{ ...loadedReferral, id: referral.id ?? loadedReferral.id }}
          transaction={loadedTransaction}
          id={transaction.id ?? loadedTransaction.id}
          readFresh={transaction.readFresh}
        />
      )}
    </RecordGate>
  );
}
