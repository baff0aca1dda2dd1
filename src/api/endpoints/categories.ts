import { api as generated } from '../generated/categories';
import { deleteRules } from '../deleteRules';
import { list, onSuccess, one, tagged } from '../tags';

export * from '../generated/categories';

// Categories. Businesses show their categories' names.
export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getCategories: { providesTags: [list('Category')] },
    getCategory: { providesTags: (_r, _e, { id }) => [one('Category', id)] },
    createCategory: { invalidatesTags: onSuccess(() => [list('Category'), 'Dashboard', 'Log']) },
    updateCategory: {
      invalidatesTags: onSuccess(({ id }) => [one('Category', id), list('Category'), 'Business', 'Log']),
    },
    deleteCategory: deleteRules([list('Category'), 'Business', 'Dashboard', 'Log']),
  },
});
