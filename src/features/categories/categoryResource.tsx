import { Form, Input } from 'antd';
import {
  useCreateCategoryMutation,
  useGetCategoryQuery,
  useUpdateCategoryMutation,
} from '../../api/endpoints/categories';
import { defineResource, saveWith } from '../../components/record/resource';
import { requiredText } from '../../lib/formRules';

type CategoryValues = { name: string };

export const categoryResource = defineResource({
  name: 'categories',
  label: 'Category',
  param: 'categoryId',
  backLabel: 'Back to categories',
  useRecord: (id) => useGetCategoryQuery(typeof id === 'number' ? { id } : id),
  create: {
    title: 'Create Category',
    ...saveWith(useCreateCategoryMutation, (values: CategoryValues) => ({
      categoryInput: { name: values.name.trim() },
    })),
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

export function CategoryFields() {
  return (
    <Form.Item label="Category Name" name="name" rules={requiredText('Please enter the category name')}>
      <Input placeholder="Enter category name" autoFocus />
    </Form.Item>
  );
}
