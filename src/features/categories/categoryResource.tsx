import {
  api,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useUpdateCategoryMutation,
} from '../../api/generated/categories';
import { RESOURCES } from '../../api/resources';
import {
  defineResource,
  identityOf,
  saveWith,
  textInput,
  type RecordId,
} from '../../components/record/resource';

type CategoryValues = { name: string };

/** The record's query, as its pages and a cold load's early request ask for it (one cache entry). */
const recordArg = (id: number) => ({ id });

export const categoryResource = defineResource({
  ...identityOf(RESOURCES.CATEGORY),
  form: [
    textInput(RESOURCES.CATEGORY, 'name', {
      required: 'Please enter the category name',
      placeholder: 'Enter category name',
    }),
  ],
  recordName: (category) => category.name,
  backLabel: 'Back to categories',
  list: {
    title: 'Categories',
    emptyText: 'No categories found',
    columns: [
      {
        key: 'name',
        title: 'Name',
        text: (category) => category.name,
      },
    ],
    defaultSort: { key: 'name', order: 'ascend' },
    exportName: 'categories',
    useWhole: useGetCategoriesQuery,
  },
  remove: {
    confirm: () => 'Are you sure you want to delete this category?',
    ...saveWith(useDeleteCategoryMutation, (id: number) => ({ id })),
  },
  useRecord: (id: RecordId) => useGetCategoryQuery(typeof id === 'number' ? recordArg(id) : id),
  requestRecord: (id) => api.endpoints.getCategory.initiate(recordArg(id), { subscribe: false }),
  create: {
    title: 'Create Category',
    ...saveWith(useCreateCategoryMutation, (values: CategoryValues) => ({
      categoryInput: { name: values.name.trim() },
    })),
  },
  history: {
    model: 'CATEGORY',
    revert: (category, before) => ({ name: before.text('name', category.name) }),
  },
  edit: {
    title: 'Update Category',
    toValues: (category) => ({ name: category.name }),
    watched: [{ label: 'Name', read: (category) => category.name }],
    // The spec's PUT body is the whole category.
    ...saveWith(useUpdateCategoryMutation, ({ id, values }: { id: number; values: CategoryValues }) => ({
      id,
      categoryInput: { id, name: values.name.trim() },
    })),
  },
});
