import type { SkipToken } from '@reduxjs/toolkit/query';
import { useGetCategoryQuery, type Category } from '../../api/endpoints/categories';
import { useRouteRecord, type RouteRecord } from '../../components/record/useRouteRecord';

function useCategory(id: number | SkipToken) {
  return useGetCategoryQuery(typeof id === 'number' ? { id } : id);
}

/** The category named by the route. */
export function useCategoryFromRoute(): RouteRecord<Category> {
  return useRouteRecord('categoryId', useCategory);
}
