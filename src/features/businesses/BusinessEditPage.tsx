import { EditPage } from '../../components/record/EditPage';
import { BusinessFields } from './BusinessFields';
import { businessResource } from './businessResource';

export default function BusinessEditPage() {
  return (
    <EditPage resource={businessResource}>{(business) => <BusinessFields current={business} />}</EditPage>
  );
}
