import { EditPage } from '../../components/record/EditPage';
import { CategoryFields, categoryResource } from './categoryResource';

export default function CategoryEditPage() {
  return <EditPage resource={categoryResource}>{() => <CategoryFields />}</EditPage>;
}
