import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<GetEventsApiResponse, GetEventsApiArg>({
      query: (queryArg) => ({
        url: `/events`,
        headers: {
          'Last-Event-ID': queryArg['Last-Event-ID'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetEventsApiResponse = /** status 200 An endless stream of events */ ChangeEvent;
export type GetEventsApiArg = {
  'Last-Event-ID'?: string;
};
export type RecordModel = 'BUSINESS' | 'REFERRAL' | 'TRANSACTION' | 'USER' | 'REGION' | 'CATEGORY';
export type Id = number;
export type RevisionAction = 'CREATE' | 'UPDATE' | 'DELETE';
export type ChangeEvent = {
  model: RecordModel;
  id: Id;
  action: RevisionAction;
  /** The id of the user who made the change; null for a system change. */
  actor?: number | null;
  at: string;
};
export type ErrorReference = string;
export type ErrorBody = {
  message: string;
  reference?: ErrorReference;
};
export const { useGetEventsQuery, useLazyGetEventsQuery } = injectedRtkApi;
