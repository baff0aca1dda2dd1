import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateUserMutation } from '../../api/endpoints/users';
import { useAppSelector } from '../../app/hooks';
import { FormFrame } from '../../components/FormFrame';
import { NotFound } from '../../components/NotFound';
import { PageLoading } from '../../components/PageLoading';
import { UserFields, type UserValues } from './UserFields';
import { UserLoadFailed } from './UserLoadFailed';
import { toUserUpdate } from './userPayload';
import { useUserFromRoute } from './useUserFromRoute';
import { useSuccessMessage } from '../../components/successMessage';

export default function UserEditPage() {
  const { id, user, isLoading, error, refetch } = useUserFromRoute();
  const signedInId = useAppSelector((state) => state.session.userData?.id);
  const [form] = Form.useForm<UserValues>();
  const [updateUser] = useUpdateUserMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();

  if (id === null) return <NotFound backTo="/users" backLabel="Back to users" />;
  if (error) return <UserLoadFailed error={error} onRetry={refetch} />;
  if (isLoading || !user) return <PageLoading />;
  return (
    <FormFrame
      title="Edit User"
      form={form}
      initialValues={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        // The spec's edit default: a user without a mobile number starts at '0'.
        mobile: user.mobile || '0',
        isAdmin: user.isAdmin,
        isActive: user.isActive ?? true,
        business: user.business ?? undefined,
      }}
      submitLabel="Save"
      cancelTo={`/users/${id}`}
      onSubmit={(values) => updateUser({ id, userUpdate: toUserUpdate(values) })}
      onSuccess={() => {
        success('User updated');
        navigate(`/users/${id}`);
      }}
    >
      <UserFields editing self={signedInId === id} />
    </FormFrame>
  );
}
