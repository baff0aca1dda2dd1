import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useRegisterUserMutation } from '../../api/endpoints/users';
import { FormFrame } from '../../components/FormFrame';
import { UserFields, type UserValues } from './UserFields';
import { toRegisterRequest } from './userPayload';
import { useSuccessMessage } from '../../components/successMessage';
import { listWithCreated } from '../../lib/highlight';
import { UNVERIFIED_PREFIX } from './userLists';

export default function UserCreatePage() {
  const [form] = Form.useForm<UserValues>();
  const [registerUser] = useRegisterUserMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return (
    <FormFrame
      title="Create New User"
      form={form}
      initialValues={{ isAdmin: false }}
      submitLabel="Create"
      cancelTo="/users"
      onSubmit={(values) => registerUser({ registerRequest: toRegisterRequest(values) })}
      onSuccess={(answer) => {
        success(`Invitation sent to ${form.getFieldsValue().email.trim()}`);
        // The invitee is listed with the unverified users until they verify.
        navigate(listWithCreated('/users', answer, UNVERIFIED_PREFIX));
      }}
    >
      <UserFields />
    </FormFrame>
  );
}
