import { PlusOutlined } from '@ant-design/icons';
import type { Region } from '../../api/endpoints/regions';
import { useGetRegionsQuery } from '../../api/endpoints/regions';
import { ButtonLink } from '../../components/ButtonLink';
import { detailsColumn } from '../../components/detailsColumn';
import { ListTable, type ListColumn } from '../../components/ListTable';
import { PageHeader } from '../../components/PageHeader';

const columns: ListColumn<Region>[] = [
  { key: 'name', title: 'Name', text: (region) => region.name, link: (region) => `/regions/${region.id}` },
  detailsColumn(
    (region) => `/regions/${region.id}`,
    (region) => region.name,
  ),
];

export default function RegionListPage() {
  const { data, isLoading, error, refetch } = useGetRegionsQuery();
  return (
    <>
      <PageHeader
        title="Regions"
        extra={
          <ButtonLink to="/regions/create" type="primary" icon={<PlusOutlined aria-hidden />}>
            Create Region
          </ButtonLink>
        }
      />
      <ListTable
        label="Regions"
        rows={data?.data}
        columns={columns}
        rowKey={(region) => region.id}
        emptyText="No regions found"
        loading={isLoading}
        error={error}
        onRetry={refetch}
        exportName="regions"
        defaultSort={{ key: 'name', order: 'ascend' }}
      />
    </>
  );
}
