import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCallback } from 'react';
import { useUpdateUserMutation, type User } from '../../api/endpoints/users';
import { useAppSelector } from '../../app/hooks';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { useSuccessMessage } from '../../components/successMessage';
import { useEditConflictGuard, type WatchedField } from '../../components/record/useEditConflictGuard';
import { sameId, toId } from '../../lib/sameId';
import { UserFields, type UserValues } from './UserFields';
import { UserLoadFailed } from './UserLoadFailed';
import { toUserUpdate } from './userPayload';
import { useUserFromRoute } from './useUserFromRoute';

const watched: WatchedField<User>[] = [
  { label: 'First name', read: (user) => user.firstName },
  { label: 'Last name', read: (user) => user.lastName },
  { label: 'Email', read: (user) => user.email },
  { label: 'Mobile', read: (user) => user.mobile },
  { label: 'Admin', read: (user) => user.isAdmin },
  { label: 'Active', read: (user) => user.isActive },
  { label: 'Business', read: (user) => toId(user.business) },
];

const valuesOf = (user: User): Partial<UserValues> => ({
  firstName: user.firstName,
  lastName: user.lastName ?? '',
  email: user.email,
  // The spec's edit default: a user without a mobile number starts at '0'.
  mobile: user.mobile || '0',
  isAdmin: user.isAdmin,
  isActive: user.isActive ?? true,
  business: toId(user.business) ?? undefined,
});

function EditForm({
  user,
  id,
  readFresh,
}: {
  user: User;
  id: number;
  readFresh: () => Promise<User | null>;
}) {
  const signedInId = useAppSelector((state) => state.session.userData?.id);
  const [form] = Form.useForm<UserValues>();
  const [updateUser] = useUpdateUserMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const noLostUpdate = useEditConflictGuard({
    loaded: user,
    readFresh,
    fields: watched,
    onReload: useCallback((fresh: User) => form.setFieldsValue(valuesOf(fresh)), [form]),
  });
  return (
    <FormFrame
      title="Edit User"
      form={form}
      initialValues={valuesOf(user)}
      beforeSubmit={noLostUpdate}
      submitLabel="Save"
      cancelTo={`/users/${id}`}
      onSubmit={(values) => updateUser({ id, userUpdate: toUserUpdate(values) })}
      onSuccess={() => {
        success('User updated');
        navigate(`/users/${id}`);
      }}
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
      {(user) => <EditForm user={user} id={record.id ?? user.id} readFresh={record.readFresh} />}
    </RecordGate>
  );
}
