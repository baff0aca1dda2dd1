import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateUserMutation, type User } from '../../api/endpoints/users';
import { useAppSelector } from '../../app/hooks';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { sameId, toId } from '../../lib/sameId';
import { UserFields, type UserValues } from './UserFields';
import { UserLoadFailed } from './UserLoadFailed';
import { toUserUpdate } from './userPayload';
import { useUserFromRoute } from './useUserFromRoute';

function EditForm({ user, id }: { user: User; id: number }) {
  const signedInId = useAppSelector((state) => state.session.userData?.id);
  const [form] = Form.useForm<UserValues>();
  const [updateUser] = useUpdateUserMutation();
  const navigate = useNavigate();
  return (
    <FormFrame
      title="Edit User"
      form={form}
      initialValues={{
        firstName: user.firstName,
        lastName: user.lastName ?? '',
        email: user.email,
        // The spec's edit default: a user without a mobile number starts at '0'.
        mobile: user.mobile || '0',
        isAdmin: user.isAdmin,
        isActive: user.isActive ?? true,
        business: toId(user.business) ?? undefined,
      }}
      submitLabel="Save"
      cancelTo={`/users/${id}`}
      onSubmit={(values) => updateUser({ id, userUpdate: toUserUpdate(values) })}
      onSuccess={() => navigate(`/users/${id}`)}
    >
      <UserFields editing self={sameId(signedInId, id)} />
    </FormFrame>
  );
}

export default function UserEditPage() {
  const record = useUserFromRoute();
  return (
    <RecordGate
      record={record}
      backTo="/users"
      backLabel="Back to users"
      failed={(error, retry) => <UserLoadFailed error={error} onRetry={retry} />}
      missing={(error) => (error ? <UserLoadFailed error={error} onRetry={record.refetch} /> : undefined)}
    >
      {(user) => <EditForm user={user} id={record.id ?? user.id} />}
    </RecordGate>
  );
}
