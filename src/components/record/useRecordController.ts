import type { Identified, Resource } from './resource';
import { useRouteRecord, type RouteRecord } from './useRouteRecord';

/**
 * The record a resource's route names (react-admin's useShowController): the id parsed from the
 * route, the resource's query, and the one not-found rule.
 */
export function useRecordController<T extends Identified, Values>(
  resource: Resource<T, Values>,
): RouteRecord<T> {
  return useRouteRecord(resource.param, resource.useRecord);
}
