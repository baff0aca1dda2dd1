import { CreatePage } from '../../components/record/CreatePage';
import { BusinessFields } from './BusinessFields';
import { businessResource } from './businessResource';

export default function BusinessCreatePage() {
  return (
    <CreatePage resource={businessResource}>
      <BusinessFields />
    </CreatePage>
  );
}
