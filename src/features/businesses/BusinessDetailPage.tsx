import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useDeleteBusinessMutation } from '../../api/endpoints/businesses';
import { DetailFrame } from '../../components/DetailFrame';
import { formatDate } from '../../lib/format';
import { BusinessReferralsTable } from './BusinessReferralsTable';
import { BusinessUsersSection } from './BusinessUsersSection';
import { CategoryTags } from './CategoryTags';
import { useRecordController } from '../../components/record/useRecordController';
import { businessResource } from './businessResource';

export default function BusinessDetailPage() {
  const record = useRecordController(businessResource);
  const [deleteBusiness] = useDeleteBusinessMutation();

  return (
    <DetailFrame
      record={record}
      // The spec sends every failed business load to the generic not-found page.
      failed="not-found"
      title={(business) => business.name}
      backTo="/businesses"
      backLabel="Back to businesses"
      editTo={`/businesses/${record.id}/edit`}
      remove={() => ({
        confirm: 'Are you sure you want to delete this business?',
        run: () => deleteBusiness({ id: record.id ?? 0 }),
        deletedTo: '/businesses',
        // The spec's wording for a failed business delete.
        errorFallback: 'Error deleting user',
      })}
    >
      {(business) => (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Descriptions column={1}>
              <Descriptions.Item label="Region">
                {business.region ? (
                  <Link to={`/regions/${business.region.id}`}>{business.region.name}</Link>
                ) : null}
              </Descriptions.Item>
              <Descriptions.Item label="Created">{formatDate(business.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="Categories">
                <CategoryTags categories={business.categories ?? []} emptyText="No categories" />
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <BusinessUsersSection business={business} />
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Referrals
          </Typography.Title>
          <BusinessReferralsTable businessId={record.id ?? business.id} />
        </>
      )}
    </DetailFrame>
  );
}
