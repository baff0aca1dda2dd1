import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { useGetUserQuery } from '../../api/endpoints/users';
import { parseRouteId } from '../../lib/routeId';

/** The user named by the route; an id that is not an id sends no request. */
export function useUserFromRoute() {
  const id = parseRouteId(useParams().userId);
  const query = useGetUserQuery(id === null ? skipToken : { id });
  return {
    id,
    user: query.data?.data,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
