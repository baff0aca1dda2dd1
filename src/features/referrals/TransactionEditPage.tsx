import type { SkipToken } from '@reduxjs/toolkit/query';
import dayjs from 'dayjs';
import { Form } from 'antd';
import { useCallback, useMemo } from 'react';
import { useEditConflictGuard, type WatchedField } from '../../components/record/useEditConflictGuard';
import { formatMoney } from '../../lib/format';
import type { Referral } from '../../api/endpoints/referrals';
import {
  useGetTransactionQuery,
  useUpdateTransactionMutation,
  type Transaction,
} from '../../api/endpoints/transactions';
import { bothRecords } from '../../api/recordState';
import { RecordGate } from '../../components/record/RecordGate';
import { useRouteRecord } from '../../components/record/useRouteRecord';
import { sameId } from '../../lib/sameId';
import { amountText } from './transactionAmount';
import { TransactionForm, type TransactionValues } from './TransactionForm';
import { useReferralFromRoute } from './useReferralFromRoute';

function useTransaction(id: number | SkipToken) {
  return useGetTransactionQuery(typeof id === 'number' ? { id } : id);
}

const watched: WatchedField<Transaction>[] = [
  { label: 'Amount', read: (transaction) => formatMoney(transaction.amount) },
  { label: 'Date', read: (transaction) => transaction.date },
];

const valuesOf = (transaction: Transaction): Partial<TransactionValues> => ({
  amount: amountText(transaction.amount),
  date: dayjs(transaction.date),
});

function EditForm({
  referral,
  referralId,
  transaction,
  transactionId,
  readFresh,
}: {
  referral: Referral;
  referralId: number;
  transaction: Transaction;
  transactionId: number;
  readFresh: () => Promise<Transaction | null>;
}) {
  const [updateTransaction] = useUpdateTransactionMutation();
  const [form] = Form.useForm<TransactionValues>();
  const initialValues = useMemo(() => valuesOf(transaction), [transaction]);
  const noLostUpdate = useEditConflictGuard({
    loaded: transaction,
    readFresh,
    fields: watched,
    onReload: useCallback((fresh: Transaction) => form.setFieldsValue(valuesOf(fresh)), [form]),
  });
  return (
    <TransactionForm
      form={form}
      beforeSubmit={noLostUpdate}
      title="Edit Transaction"
      submitLabel="Save"
      doneMessage="Transaction updated"
      referralId={referralId}
      referral={referral}
      initialValues={initialValues}
      onSubmit={(input) =>
        updateTransaction({
          id: transactionId,
          transactionUpdate: { ...input, transactionId, referralId },
        })
      }
    />
  );
}

export default function TransactionEditPage() {
  const referral = useReferralFromRoute();
  const transaction = useRouteRecord('transactionId', useTransaction);
  let state = bothRecords(referral, transaction);
  // A transaction of another referral is not this page's to edit.
  if (
    state.status === 'ready' &&
    state.record[1].referralId != null &&
    !sameId(state.record[1].referralId, referral.id)
  ) {
    state = { status: 'missing' };
  }
  const referralId = referral.id;
  return (
    <RecordGate
      record={state}
      failed="not-found"
      backTo={referralId === null ? '/referrals' : `/referrals/${referralId}`}
      backLabel={referralId === null ? 'Back to referrals' : 'Back to the referral'}
    >
      {([loadedReferral, loadedTransaction]) => (
        <EditForm
          referral={loadedReferral}
          referralId={referralId ?? loadedReferral.id}
          transaction={loadedTransaction}
          transactionId={transaction.id ?? loadedTransaction.id}
          readFresh={transaction.readFresh}
        />
      )}
    </RecordGate>
  );
}
