import { Card, Descriptions } from 'antd';
import { useDeleteCategoryMutation } from '../../api/endpoints/categories';
import { DetailFrame } from '../../components/DetailFrame';
import { useRecordController } from '../../components/record/useRecordController';
import { categoryResource } from './categoryResource';

export default function CategoryDetailPage() {
  const record = useRecordController(categoryResource);
  const [deleteCategory] = useDeleteCategoryMutation();

  return (
    <DetailFrame
      record={record}
      title={(category) => category.name}
      backTo="/categories"
      backLabel="Back to categories"
      editTo={`/categories/${record.id}/edit`}
      remove={() => ({
        confirm: 'Are you sure you want to delete this category?',
        run: () => deleteCategory({ id: record.id ?? 0 }),
        deletedTo: '/categories',
      })}
    >
      {(category) => (
        <Card title="Details" style={{ maxWidth: 720 }}>
          <Descriptions column={1}>
            <Descriptions.Item label="Name">{category.name}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
    </DetailFrame>
  );
}
