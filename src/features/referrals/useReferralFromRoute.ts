import type { SkipToken } from '@reduxjs/toolkit/query';
import { useGetReferralQuery, type Referral } from '../../api/endpoints/referrals';
import { useRouteRecord, type RouteRecord } from '../../components/record/useRouteRecord';

function useReferral(id: number | SkipToken) {
  return useGetReferralQuery(typeof id === 'number' ? { id, extended: true } : id);
}

/** The referral named by the route, with its transactions. */
export function useReferralFromRoute(): RouteRecord<Referral> {
  return useRouteRecord('referralId', useReferral);
}
