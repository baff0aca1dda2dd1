import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<GetDashboardApiResponse, GetDashboardApiArg>({
      query: () => ({ url: `/dashboard` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetDashboardApiResponse = /** status 200 Dashboard figures */ DashboardEnvelope;
export type GetDashboardApiArg = void;
export type MoneyMadeYear = {
  /** Financial year (July to June), labelled by the calendar year in which it ends */
  year: number;
  amount: number;
};
export type Dashboard = {
  moneyMade: MoneyMadeYear[];
  businessCount: number;
  referralCount: number;
  regionCount: number;
  categoryCount: number;
  userCount: number;
  unverifiedCount: number;
};
export type DashboardEnvelope = {
  data: Dashboard;
};
export type ErrorReference = string;
export type ErrorBody = {
  message: string;
  reference?: ErrorReference;
};
export const { useGetDashboardQuery, useLazyGetDashboardQuery } = injectedRtkApi;
