import { CreatePage } from '../../components/record/CreatePage';
import { RegionFields, regionResource } from './regionResource';

export default function RegionCreatePage() {
  return (
    <CreatePage resource={regionResource}>
      <RegionFields />
    </CreatePage>
  );
}
