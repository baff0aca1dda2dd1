import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useCreateTransactionMutation } from '../../api/endpoints/transactions';
import { NotFound } from '../../components/NotFound';
import { PageLoading } from '../../components/PageLoading';
import { TransactionForm, type TransactionValues } from './TransactionForm';
import { useReferralFromRoute } from './useReferralFromRoute';

export default function TransactionCreatePage() {
  const { id: referralId, referral, isLoading, notFound } = useReferralFromRoute();
  const [createTransaction] = useCreateTransactionMutation();
  // Money is usually recorded on the day it came in.
  const initialValues = useMemo<Partial<TransactionValues>>(() => ({ date: dayjs().startOf('day') }), []);

  if (notFound || referralId === null) return <NotFound backTo="/referrals" backLabel="Back to referrals" />;
  if (isLoading || !referral) return <PageLoading />;
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
