import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLogs: build.query<GetLogsApiResponse, GetLogsApiArg>({
      query: () => ({ url: `/logs` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetLogsApiResponse = /** status 200 Log entries */ LogListEnvelope;
export type GetLogsApiArg = void;
export type Id = number;
export type LogAction =
  | 'CREATE'
  | 'UPDATE'
  | 'DELETE'
  | 'INVITE'
  | 'VERIFY'
  | 'LOGIN'
  | 'REQUEST_PASSWORD_RESET'
  | 'PASSWORD_RESET';
export type LogModel = 'BUSINESS' | 'REFERRAL' | 'USER' | 'REGION' | 'CATEGORY';
export type LogUser = {
  id: Id;
  firstName: string;
  lastName?: string | null;
};
export type LogEntry = {
  id: Id;
  message: string;
  type: LogAction;
  model: LogModel;
  date: string;
  /** The user responsible; absent when that user has been deleted */
  user?: LogUser;
};
export type LogListEnvelope = {
  data: LogEntry[];
};
export type ErrorBody = {
  message: string;
};
export const { useGetLogsQuery, useLazyGetLogsQuery } = injectedRtkApi;
