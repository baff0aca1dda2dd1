import { useAppSelector } from '../../app/hooks';
import { EditPage } from '../../components/record/EditPage';
import { sameId } from '../../lib/sameId';
import { UserFields } from './UserFields';
import { userResource } from './userResource';

export default function UserEditPage() {
  const signedInId = useAppSelector((state) => state.session.userData?.id);
  return (
    <EditPage resource={userResource}>
      {(_user, id) => <UserFields editing self={sameId(signedInId, id)} />}
    </EditPage>
  );
}
