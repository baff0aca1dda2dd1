import { Card, Descriptions, Typography } from 'antd';
import type { NamedRef, Region } from '../../api/generated/regions';
import { detailsColumn } from '../../components/list/detailsColumn';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController } from '../../components/list/useListController';
import { ShowPage } from '../../components/record/ShowPage';
import { regionResource } from './regionResource';

const businessColumns: ListColumn<NamedRef>[] = [
  { key: 'name', title: 'Name', text: (business) => business.name },
  detailsColumn(
    (business) => `/businesses/${business.id}`,
    (business) => business.name,
  ),
];

const NO_BUSINESSES: readonly NamedRef[] = [];

function RegionDetails({ region }: { region: Region }) {
  const businesses = region.businesses ?? NO_BUSINESSES;
  const list = useListController({
    source: { rows: businesses },
    columns: businessColumns,
    defaultSort: { key: 'name', order: 'ascend' },
    urlPrefix: 'b.',
  });
  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Descriptions column={1}>
          <Descriptions.Item label="Name">{region.name}</Descriptions.Item>
          <Descriptions.Item label="Number of businesses">{businesses.length}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Businesses
      </Typography.Title>
      <ListTable list={list} label="Businesses in this region" emptyText="No businesses found" />
    </>
  );
}

export default function RegionDetailPage() {
  return <ShowPage resource={regionResource}>{(region) => <RegionDetails region={region} />}</ShowPage>;
}
