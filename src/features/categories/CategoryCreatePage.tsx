import { CreatePage } from '../../components/record/CreatePage';
import { CategoryFields, categoryResource } from './categoryResource';

export default function CategoryCreatePage() {
  return (
    <CreatePage resource={categoryResource}>
      <CategoryFields />
    </CreatePage>
  );
}
