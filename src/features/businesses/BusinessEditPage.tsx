import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateBusinessMutation, type Business } from '../../api/endpoints/businesses';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { BusinessFields } from './BusinessFields';
import { useBusinessChoices, type BusinessValues } from './useBusinessChoices';
import { useBusinessFromRoute } from './useBusinessFromRoute';

function EditForm({ business, id }: { business: Business; id: number }) {
  const [form] = Form.useForm<BusinessValues>();
  const [updateBusiness] = useUpdateBusinessMutation();
  const choices = useBusinessChoices(business);
  const navigate = useNavigate();
  const detail = `/businesses/${id}`;
  return (
    <FormFrame
      title="Edit Business"
      form={form}
      initialValues={{
        name: business.name,
        regionId: business.region?.id,
        categories: (business.categories ?? []).map((category) => category.id),
      }}
      submitLabel="Save"
      cancelTo={detail}
      onSubmit={(values) => updateBusiness({ id, businessInput: choices.toInput(values) })}
      onSuccess={() => navigate(detail)}
    >
      <BusinessFields choices={choices} />
    </FormFrame>
  );
}

export default function BusinessEditPage() {
  const record = useBusinessFromRoute();
  return (
    <RecordGate record={record} failed="not-found" backTo="/businesses" backLabel="Back to businesses">
      {(business) => <EditForm business={business} id={record.id ?? business.id} />}
    </RecordGate>
  );
}
