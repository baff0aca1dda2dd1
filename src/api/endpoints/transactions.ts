import { api as generated } from '../generated/transactions';
import { onSuccess, one, referralDetails, tagged } from '../tags';

export * from '../generated/transactions';

// Transactions refresh their referral (its total) and the dashboard (money made).
export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getTransaction: { providesTags: (_r, _e, { id }) => [one('Transaction', id)] },
    createTransaction: {
      invalidatesTags: onSuccess(({ transactionCreate }) => [
        one('Referral', transactionCreate.referralId),
        'Dashboard',
        'Log',
      ]),
    },
    updateTransaction: {
      invalidatesTags: onSuccess(({ id, transactionUpdate }) => [
        one('Transaction', id),
        one('Referral', transactionUpdate.referralId),
        'Dashboard',
        'Log',
      ]),
    },
    deleteTransaction: {
      // The call names only the transaction, so every referral detail (one holds it) is refreshed.
      invalidatesTags: onSuccess(({ id }) => [one('Transaction', id), referralDetails, 'Dashboard', 'Log']),
    },
  },
});
