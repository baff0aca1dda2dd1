import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateCategoryMutation, type Category } from '../../api/endpoints/categories';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { CategoryFields, type CategoryValues } from './CategoryFields';
import { useCategoryFromRoute } from './useCategoryFromRoute';

function EditForm({ category, id }: { category: Category; id: number }) {
  const [form] = Form.useForm<CategoryValues>();
  const [updateCategory] = useUpdateCategoryMutation();
  const navigate = useNavigate();
  return (
    <FormFrame
      title="Update Category"
      form={form}
      initialValues={{ name: category.name }}
      submitLabel="Save"
      cancelTo={`/categories/${id}`}
      // The spec's PUT body is the whole category.
      onSubmit={(values) => updateCategory({ id, categoryInput: { id, name: values.name.trim() } })}
      onSuccess={() => navigate(`/categories/${id}`)}
    >
      <CategoryFields />
    </FormFrame>
  );
}

export default function CategoryEditPage() {
  const record = useCategoryFromRoute();
  return (
    <RecordGate record={record} backTo="/categories" backLabel="Back to categories">
      {(category) => <EditForm category={category} id={record.id ?? category.id} />}
    </RecordGate>
  );
}
