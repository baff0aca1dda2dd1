import { api as generated } from '../generated/categories';
import { staleAfter } from '../changeRules';
import { listTag, onSuccess, recordTag, everyTagType } from '../tags';

export * from '../generated/categories';

// Categories. Businesses show their categories' names.
export const api = generated.enhanceEndpoints({
  ...everyTagType,
  endpoints: {
    getCategories: { providesTags: [listTag('Category')] },
    getCategory: { providesTags: (_r, _e, { id }) => [recordTag('Category', id)] },
    createCategory: { invalidatesTags: onSuccess(() => staleAfter({ model: 'CATEGORY', action: 'CREATE' })) },
    updateCategory: {
      invalidatesTags: onSuccess(({ id }) => staleAfter({ model: 'CATEGORY', action: 'UPDATE', id })),
    },
    deleteCategory: {
      invalidatesTags: onSuccess(() => staleAfter({ model: 'CATEGORY', action: 'DELETE' })),
    },
  },
});
