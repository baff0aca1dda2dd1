import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../api/errors';
import { useGetRegionQuery } from '../../api/endpoints/regions';
import { parseRouteId } from '../../lib/routeId';

/** The region named by the route, with its businesses; an id that is not an id is not found. */
export function useRegionFromRoute() {
  const id = parseRouteId(useParams().regionId);
  const query = useGetRegionQuery(id === null ? skipToken : { id, extended: true });
  return {
    id,
    region: query.data?.data,
    isLoading: query.isLoading,
    notFound: id === null || isNotFound(query.error),
    error: query.error,
    refetch: query.refetch,
  };
}
