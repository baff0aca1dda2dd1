import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateBusinessMutation, type Business } from '../../api/endpoints/businesses';
import { FormFrame } from '../../components/FormFrame';
import { NotFound } from '../../components/NotFound';
import { PageLoading } from '../../components/PageLoading';
import { BusinessFields } from './BusinessFields';
import { useBusinessChoices, type BusinessValues } from './useBusinessChoices';
import { useBusinessFromRoute } from './useBusinessFromRoute';
import { useSuccessMessage } from '../../components/successMessage';

function EditForm({ business }: { business: Business }) {
  const [form] = Form.useForm<BusinessValues>();
  const [updateBusiness] = useUpdateBusinessMutation();
  const choices = useBusinessChoices(business);
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const detail = `/businesses/${business.id}`;
  return (
    <FormFrame
      title="Edit Business"
      form={form}
      initialValues={{
        name: business.name,
        regionId: business.region.id,
        categories: business.categories.map((category) => category.id),
      }}
      submitLabel="Save"
      cancelTo={detail}
      onSubmit={(values) => updateBusiness({ id: business.id, businessInput: choices.toInput(values) })}
      onSuccess={() => {
        success('Business updated');
        navigate(detail);
      }}
    >
      <BusinessFields choices={choices} />
    </FormFrame>
  );
}

export default function BusinessEditPage() {
  const { business, isLoading, notFound } = useBusinessFromRoute();
  if (notFound) return <NotFound backTo="/businesses" backLabel="Back to businesses" />;
  if (isLoading || !business) return <PageLoading />;
  return <EditForm business={business} />;
}
