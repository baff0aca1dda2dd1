import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { useGetBusinessQuery } from '../../api/endpoints/businesses';
import { parseRouteId } from '../../lib/routeId';

/**
 * The business named by the route. The spec sends every failed business load (not only a 404)
 * to the generic not-found page; an id that is not an id asks nothing.
 */
export function useBusinessFromRoute() {
  const id = parseRouteId(useParams().businessId);
  const query = useGetBusinessQuery(id === null ? skipToken : { id });
  return {
    id,
    business: query.data?.data,
    isLoading: query.isLoading,
    notFound: id === null || query.error !== undefined,
  };
}
