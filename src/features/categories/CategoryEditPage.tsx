import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCallback } from 'react';
import { useUpdateCategoryMutation, type Category } from '../../api/endpoints/categories';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { useSuccessMessage } from '../../components/successMessage';
import { useEditConflictGuard, type WatchedField } from '../../components/record/useEditConflictGuard';
import { CategoryFields, type CategoryValues } from './CategoryFields';
import { useCategoryFromRoute } from './useCategoryFromRoute';

const watched: WatchedField<Category>[] = [{ label: 'Name', read: (category) => category.name }];

function EditForm({
  category,
  id,
  readFresh,
}: {
  category: Category;
  id: number;
  readFresh: () => Promise<Category | null>;
}) {
  const [form] = Form.useForm<CategoryValues>();
  const [updateCategory] = useUpdateCategoryMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const noLostUpdate = useEditConflictGuard({
    loaded: category,
    readFresh,
    fields: watched,
    onReload: useCallback((fresh: Category) => form.setFieldsValue({ name: fresh.name }), [form]),
  });
  return (
    <FormFrame
      title="Update Category"
      form={form}
      initialValues={{ name: category.name }}
      beforeSubmit={noLostUpdate}
      submitLabel="Save"
      cancelTo={`/categories/${id}`}
      // The spec's PUT body is the whole category.
      onSubmit={(values) => updateCategory({ id, categoryInput: { id, name: values.name.trim() } })}
      onSuccess={() => {
        success('Category updated');
        navigate(`/categories/${id}`);
      }}
    >
      <CategoryFields />
    </FormFrame>
  );
}

export default function CategoryEditPage() {
  const record = useCategoryFromRoute();
  return (
    <RecordGate record={record} backTo="/categories" backLabel="Back to categories">
      {(category) => (
        <EditForm category={category} id={record.id ?? category.id} readFresh={record.readFresh} />
      )}
    </RecordGate>
  );
}
