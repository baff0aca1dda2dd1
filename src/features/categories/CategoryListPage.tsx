import { useGetCategoriesQuery } from '../../api/endpoints/categories';
import { wholeQuery } from '../../components/list/useListController';
import { ListPage } from '../../components/record/ListPage';
import { categoryResource } from './categoryResource';

export default function CategoryListPage() {
  return <ListPage resource={categoryResource} source={wholeQuery(useGetCategoriesQuery())} />;
}
