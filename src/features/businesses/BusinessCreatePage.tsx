import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCreateBusinessMutation } from '../../api/endpoints/businesses';
import { FormFrame } from '../../components/FormFrame';
import { BusinessFields } from './BusinessFields';
import { useBusinessChoices, type BusinessValues } from './useBusinessChoices';
import { useSuccessMessage } from '../../components/successMessage';
import { listWithCreated } from '../../lib/highlight';

export default function BusinessCreatePage() {
  const [form] = Form.useForm<BusinessValues>();
  const [createBusiness] = useCreateBusinessMutation();
  const choices = useBusinessChoices();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return (
    <FormFrame
      title="Create Business"
      form={form}
      initialValues={{ categories: [] }}
      submitLabel="Create"
      cancelTo="/businesses"
      onSubmit={(values) => createBusiness({ businessInput: choices.toInput(values) })}
      onSuccess={(answer) => {
        success('Business created');
        navigate(listWithCreated('/businesses', answer));
      }}
    >
      <BusinessFields choices={choices} />
    </FormFrame>
  );
}
