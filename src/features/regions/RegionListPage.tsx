import { PlusOutlined } from '@ant-design/icons';
import type { Region } from '../../api/endpoints/regions';
import { useGetRegionsQuery } from '../../api/endpoints/regions';
import { ButtonLink } from '../../components/ButtonLink';
import { detailsColumn } from '../../components/list/detailsColumn';
import type { ListColumn } from '../../components/list/listColumn';
import { ListTable } from '../../components/list/ListTable';
import { useListController, wholeQuery } from '../../components/list/useListController';
import { PageHeader } from '../../components/PageHeader';

const columns: ListColumn<Region>[] = [
  { key: 'name', title: 'Name', text: (region) => region.name, link: (region) => `/regions/${region.id}` },
  detailsColumn(
    (region) => `/regions/${region.id}`,
    (region) => region.name,
  ),
];

export default function RegionListPage() {
  const query = useGetRegionsQuery();
  const list = useListController({
    source: wholeQuery(query),
    columns,
    defaultSort: { key: 'name', order: 'ascend' },
    exportName: 'regions',
  });
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
      <ListTable list={list} label="Regions" emptyText="No regions found" />
    </>
  );
}
