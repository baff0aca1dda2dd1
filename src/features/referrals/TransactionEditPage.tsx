import { skipToken } from '@reduxjs/toolkit/query';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetTransactionQuery, useUpdateTransactionMutation } from '../../api/endpoints/transactions';
import { NotFound } from '../../components/NotFound';
import { PageLoading } from '../../components/PageLoading';
import { parseRouteId } from '../../lib/routeId';
import { amountText } from './transactionAmount';
import { TransactionForm, type TransactionValues } from './TransactionForm';
import { useReferralFromRoute } from './useReferralFromRoute';

export default function TransactionEditPage() {
  const { id: referralId, referral, isLoading, notFound } = useReferralFromRoute();
  const transactionId = parseRouteId(useParams().transactionId);
  const query = useGetTransactionQuery(transactionId === null ? skipToken : { id: transactionId });
  const transaction = query.data?.data;
  const [updateTransaction] = useUpdateTransactionMutation();
  const initialValues = useMemo<Partial<TransactionValues> | undefined>(
    () =>
      transaction ? { amount: amountText(transaction.amount), date: dayjs(transaction.date) } : undefined,
    [transaction],
  );

  // A transaction of another referral is not this page's to edit.
  const elsewhere = transaction !== undefined && transaction.referralId !== referralId;
  if (notFound || referralId === null || transactionId === null || query.isError || elsewhere) {
    return (
      <NotFound
        backTo={referralId === null ? '/referrals' : `/referrals/${referralId}`}
        backLabel={referralId === null ? 'Back to referrals' : 'Back to the referral'}
      />
    );
  }
  if (isLoading || query.isLoading || !referral || !initialValues) return <PageLoading />;
  return (
    <TransactionForm
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
