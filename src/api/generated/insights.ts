import { resourceApi as api } from '../resourceApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<GetInsightsApiResponse, GetInsightsApiArg>({
      query: (queryArg) => ({
        url: `/insights`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
          regionId: queryArg.regionId,
          categoryId: queryArg.categoryId,
          timeZone: queryArg.timeZone,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type GetInsightsApiResponse = /** status 200 The aggregates */ InsightsEnvelope;
export type GetInsightsApiArg = {
  from: string;
  to: string;
  regionId?: Id;
  categoryId?: Id;
  /** The IANA time zone whose days and months the referrals fall in, e.g. Australia/Sydney; one the server's database does not know is a 400. */
  timeZone?: string;
};
export type ReferralTrend = {
  months: string[];
  types: string[];
  counts: number[][];
  /** How many acceptance types are left out (the commonest are listed) */
  more?: number;
};
export type Id = number;
export type RankedBusiness = {
  id: Id;
  name: string;
  count: number;
};
export type QuietMember = {
  id: Id;
  name: string;
  region: string;
  lastReferral: string | null;
};
export type NamedRef = {
  id: Id;
  name: string;
};
export type FlowMatrix = {
  groups: NamedRef[];
  counts: number[][];
  /** How many groups are left out (those with the most referrals are listed) */
  more?: number;
};
export type Insights = {
  referralCount: number;
  trend: ReferralTrend;
  /** The top 10 businesses by referrals given, most first, ties by name */
  given: RankedBusiness[];
  /** How many other businesses gave referrals in the period */
  givenMore?: number;
  /** The top 10 businesses by referrals received, most first, ties by name */
  received: RankedBusiness[];
  /** How many other businesses received referrals in the period */
  receivedMore?: number;
  /** The first 1,000 quiet members by name */
  quiet: QuietMember[];
  /** How many quiet members are not listed */
  quietMore?: number;
  regionFlows: FlowMatrix;
  categoryFlows: FlowMatrix;
  /** Money made per month of the period (YYYY-MM), every month listed */
  moneyTrend: {
    month: string;
    amount: number;
  }[];
  /** The top 10 businesses by money made on referrals they received */
  moneyRanking: {
    id: Id;
    name: string;
    amount: number;
  }[];
  /** How many other businesses made money in the period */
  moneyRankingMore?: number;
};
export type InsightsEnvelope = {
  data: Insights;
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
export const { useGetInsightsQuery, useLazyGetInsightsQuery } = injectedRtkApi;
