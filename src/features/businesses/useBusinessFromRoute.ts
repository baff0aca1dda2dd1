import type { SkipToken } from '@reduxjs/toolkit/query';
import { useGetBusinessQuery, type Business } from '../../api/endpoints/businesses';
import { useRouteRecord, type RouteRecord } from '../../components/record/useRouteRecord';

function useBusiness(id: number | SkipToken) {
  return useGetBusinessQuery(typeof id === 'number' ? { id } : id);
}

/** The business named by the route. */
export function useBusinessFromRoute(): RouteRecord<Business> {
  return useRouteRecord('businessId', useBusiness);
}
