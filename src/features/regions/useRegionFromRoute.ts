import type { SkipToken } from '@reduxjs/toolkit/query';
import { useGetRegionQuery, type Region } from '../../api/endpoints/regions';
import { useRouteRecord, type RouteRecord } from '../../components/record/useRouteRecord';

function useRegion(id: number | SkipToken) {
  return useGetRegionQuery(typeof id === 'number' ? { id, extended: true } : id);
}

/** The region named by the route, with its businesses (route ids for regions are integers). */
export function useRegionFromRoute(): RouteRecord<Region> {
  return useRouteRecord('regionId', useRegion);
}
