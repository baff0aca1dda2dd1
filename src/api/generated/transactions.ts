import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createTransaction: build.mutation<CreateTransactionApiResponse, CreateTransactionApiArg>({
      query: (queryArg) => ({ url: `/transactions`, method: 'POST', body: queryArg.transactionCreate }),
    }),
    getTransaction: build.query<GetTransactionApiResponse, GetTransactionApiArg>({
      query: (queryArg) => ({ url: `/transactions/${queryArg.id}` }),
    }),
    updateTransaction: build.mutation<UpdateTransactionApiResponse, UpdateTransactionApiArg>({
      query: (queryArg) => ({
        url: `/transactions/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.transactionUpdate,
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
    deleteTransaction: build.mutation<DeleteTransactionApiResponse, DeleteTransactionApiArg>({
      query: (queryArg) => ({
        url: `/transactions/${queryArg.id}`,
        method: 'DELETE',
        headers: {
          'If-Match': queryArg['If-Match'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type CreateTransactionApiResponse = /** status 201 The new transaction */ TransactionEnvelope;
export type CreateTransactionApiArg = {
  transactionCreate: TransactionCreate;
};
export type GetTransactionApiResponse = /** status 200 The transaction */ TransactionEnvelope;
export type GetTransactionApiArg = {
  id: number;
};
export type UpdateTransactionApiResponse = /** status 200 The updated transaction */ TransactionEnvelope;
export type UpdateTransactionApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
  transactionUpdate: TransactionUpdate;
};
export type DeleteTransactionApiResponse = /** status 200 Done */ Ack;
export type DeleteTransactionApiArg = {
  id: number;
  /** Optional extension (docs/contract.md): the ETag of the record as read. When the record has changed since, the write is refused with 412 and the current record. A backend without record versions ignores it. */
  'If-Match'?: string;
};
export type Id = number;
export type Transaction = {
  id: Id;
  amount: number;
  /** Calendar date, YYYY-MM-DD */
  date: string;
  referralId: Id;
};
export type TransactionEnvelope = {
  data?: Transaction | null;
};
export type FieldError = {
  key: string;
  message: string;
};
export type FieldErrorList = FieldError[];
export type ErrorReference = string;
export type ValidationErrorBody =
  | FieldErrorList
  | {
      message?: string;
      data: FieldErrorList;
      reference?: ErrorReference;
    };
export type ErrorBody = {
  message: string;
  reference?: ErrorReference;
};
export type Amount = number;
export type TransactionCreate = {
  amount: Amount;
  date: string;
  referralId: Id;
};
export type TransactionUpdate = {
  amount: Amount;
  date: string;
  transactionId?: Id;
  referralId: Id;
};
export type Ack = {
  message: string;
};
export const {
  useCreateTransactionMutation,
  useGetTransactionQuery,
  useLazyGetTransactionQuery,
  useUpdateTransactionMutation,
  useDeleteTransactionMutation,
} = injectedRtkApi;
