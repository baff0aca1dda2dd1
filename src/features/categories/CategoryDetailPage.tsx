import { Card, Descriptions } from 'antd';
import { ShowPage } from '../../components/record/ShowPage';
import { categoryResource } from './categoryResource';

export default function CategoryDetailPage() {
  return (
    <ShowPage resource={categoryResource}>
      {(category) => (
        <Card title="Details" style={{ maxWidth: 720 }}>
          <Descriptions column={1}>
            <Descriptions.Item label="Name">{category.name}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
    </ShowPage>
  );
}
