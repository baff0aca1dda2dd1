import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { useGetReferralQuery } from '../../api/endpoints/referrals';
import { parseRouteId } from '../../lib/routeId';

/**
 * The referral named by the route, with its transactions. The spec shows the generic not-found
 * page for any failed load, so there is no separate error state; an id that is not an id sends
 * nothing.
 */
export function useReferralFromRoute() {
  const id = parseRouteId(useParams().referralId);
  const query = useGetReferralQuery(id === null ? skipToken : { id, extended: true });
  return {
    id,
    referral: query.data?.data,
    isLoading: query.isLoading,
    notFound: id === null || query.isError,
  };
}
