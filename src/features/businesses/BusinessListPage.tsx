import type { BusinessListEnvelope } from '../../api/endpoints/businesses';
import { businessList } from '../../api/lists/businessList';
import { ListPage } from '../../components/record/ListPage';
import { businessResource } from './businessResource';

const businessesOf = (answer: BusinessListEnvelope) => answer.data;

export default function BusinessListPage() {
  return <ListPage resource={businessResource} source={{ server: businessList, rowsOf: businessesOf }} />;
}
