import { api as generated } from '../generated/transactions';
import { staleAfter } from '../changeRules';
import { onSuccess, everyTagType } from '../tags';

export * from '../generated/transactions';

// Transactions refresh their referral (its total) and the dashboard (money made).
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    createTransaction: {
      invalidatesTags: onSuccess(({ transactionCreate }) =>
        staleAfter({ model: 'TRANSACTION', action: 'CREATE', referral: transactionCreate.referralId }),
      ),
    },
    updateTransaction: {
      invalidatesTags: onSuccess(({ id, transactionUpdate }) =>
        staleAfter({ model: 'TRANSACTION', action: 'UPDATE', id, referral: transactionUpdate.referralId }),
      ),
    },
    deleteTransaction: {
      // The call names only the transaction, so every referral detail (one holds it) is refreshed.
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'TRANSACTION', action: 'DELETE', id })),
    },
  },
});
