import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../api/errors';
import { useGetCategoryQuery } from '../../api/endpoints/categories';
import { parseRouteId } from '../../lib/routeId';

/** The category named by the route; an id that is not an id is not found and asks nothing. */
export function useCategoryFromRoute() {
  const id = parseRouteId(useParams().categoryId);
  const query = useGetCategoryQuery(id === null ? skipToken : { id });
  return {
    id,
    category: query.data?.data,
    isLoading: query.isLoading,
    notFound: id === null || isNotFound(query.error),
    error: query.error,
    refetch: query.refetch,
  };
}
