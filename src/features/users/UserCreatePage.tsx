import { CreatePage } from '../../components/record/CreatePage';
import { UserFields } from './UserFields';
import { userResource } from './userResource';

export default function UserCreatePage() {
  return (
    <CreatePage resource={userResource}>
      <UserFields />
    </CreatePage>
  );
}
