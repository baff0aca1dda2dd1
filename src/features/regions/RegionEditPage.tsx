import { EditPage } from '../../components/record/EditPage';
import { RegionFields, regionResource } from './regionResource';

export default function RegionEditPage() {
  return <EditPage resource={regionResource}>{() => <RegionFields />}</EditPage>;
}
