import { Card, Descriptions } from 'antd';
import { useDeleteCategoryMutation } from '../../api/endpoints/categories';
import { DetailFrame } from '../../components/DetailFrame';
import { useCategoryFromRoute } from './useCategoryFromRoute';

export default function CategoryDetailPage() {
  const { id, category, isLoading, notFound, error, refetch } = useCategoryFromRoute();
  const [deleteCategory] = useDeleteCategoryMutation();

  return (
    <DetailFrame
      title={category?.name}
      backTo="/categories"
      backLabel="Back to categories"
      editTo={`/categories/${id}/edit`}
      remove={{
        confirm: 'Are you sure you want to delete this category?',
        run: () => deleteCategory({ id: id ?? 0 }),
        deletedTo: '/categories',
      }}
      loading={isLoading}
      notFound={notFound}
      error={error}
      onRetry={refetch}
    >
      <Card title="Details" style={{ maxWidth: 720 }}>
        <Descriptions column={1}>
          <Descriptions.Item label="Name">{category?.name}</Descriptions.Item>
        </Descriptions>
      </Card>
    </DetailFrame>
  );
}
