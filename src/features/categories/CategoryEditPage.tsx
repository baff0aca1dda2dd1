import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateCategoryMutation } from '../../api/endpoints/categories';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { FormFrame } from '../../components/FormFrame';
import { NotFound } from '../../components/NotFound';
import { PageLoading } from '../../components/PageLoading';
import { CategoryFields, type CategoryValues } from './CategoryFields';
import { useCategoryFromRoute } from './useCategoryFromRoute';
import { useSuccessMessage } from '../../components/successMessage';

export default function CategoryEditPage() {
  const { id, category, isLoading, notFound, error, refetch } = useCategoryFromRoute();
  const [form] = Form.useForm<CategoryValues>();
  const [updateCategory] = useUpdateCategoryMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();

  if (notFound || id === null) return <NotFound backTo="/categories" backLabel="Back to categories" />;
  if (error) return <ErrorDisplay error={error} onRetry={refetch} />;
  if (isLoading || !category) return <PageLoading />;
  return (
    <FormFrame
      title="Update Category"
      form={form}
      initialValues={{ name: category.name }}
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
