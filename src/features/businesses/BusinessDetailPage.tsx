import { Card, Descriptions, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ShowPage } from '../../components/record/ShowPage';
import { formatDate } from '../../lib/format';
import { BusinessReferralsTable } from './BusinessReferralsTable';
import { BusinessUsersSection } from './BusinessUsersSection';
import { CategoryTags } from './CategoryTags';
import { businessResource } from './businessResource';

export default function BusinessDetailPage() {
  return (
    <ShowPage resource={businessResource}>
      {(business, id) => (
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
          <BusinessReferralsTable businessId={id} />
        </>
      )}
    </ShowPage>
  );
}
