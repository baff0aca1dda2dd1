import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useRegisterUserMutation } from '../../api/endpoints/users';
import { FormFrame } from '../../components/FormFrame';
import { UserFields, type UserValues } from './UserFields';
import { toRegisterRequest } from './userPayload';

export default function UserCreatePage() {
  const [form] = Form.useForm<UserValues>();
  const [registerUser] = useRegisterUserMutation();
  const navigate = useNavigate();
  return (
    <FormFrame
      title="Create New User"
      form={form}
      initialValues={{ isAdmin: false }}
      submitLabel="Create"
      cancelTo="/users"
      onSubmit={(values) => registerUser({ registerRequest: toRegisterRequest(values) })}
      onSuccess={() => navigate('/users')}
    >
      <UserFields />
    </FormFrame>
  );
}
