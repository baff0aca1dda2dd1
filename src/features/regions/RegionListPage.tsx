import { useGetRegionsQuery } from '../../api/endpoints/regions';
import { wholeQuery } from '../../components/list/useListController';
import { ListPage } from '../../components/record/ListPage';
import { regionResource } from './regionResource';

export default function RegionListPage() {
  return <ListPage resource={regionResource} source={wholeQuery(useGetRegionsQuery())} />;
}
