import { api as generated } from '../generated/categories';
import { staleAfter } from '../changeRules';
import { list, onSuccess, one, tagged } from '../tags';

export * from '../generated/categories';

// Categories. Businesses show their categories' names.
export const api = generated.enhanceEndpoints({
  ...tagged,
  endpoints: {
    getCategories: { providesTags: [list('Category')] },
    getCategory: { providesTags: (_r, _e, { id }) => [one('Category', id)] },
    createCategory: { invalidatesTags: onSuccess(() => staleAfter({ model: 'CATEGORY', action: 'CREATE' })) },
    updateCategory: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'CATEGORY', action: 'UPDATE', id })),
    },
    deleteCategory: {
      invalidatesTags: onSuccess(() => staleAfter({ model: 'CATEGORY', action: 'DELETE' })),
    },
  },
});
