import type { SkipToken } from '@reduxjs/toolkit/query';
import { useGetUserQuery, type User } from '../../api/endpoints/users';
import { useRouteRecord, type RouteRecord } from '../../components/record/useRouteRecord';

function useUser(id: number | SkipToken) {
  return useGetUserQuery(typeof id === 'number' ? { id } : id);
}

/** The user named by the route. */
export function useUserFromRoute(): RouteRecord<User> {
  return useRouteRecord('userId', useUser);
}
