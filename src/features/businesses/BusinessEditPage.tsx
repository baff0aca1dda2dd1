import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCallback } from 'react';
import { useUpdateBusinessMutation, type Business } from '../../api/endpoints/businesses';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { useSuccessMessage } from '../../components/successMessage';
import { useEditConflictGuard, type WatchedField } from '../../components/record/useEditConflictGuard';
import { BusinessFields } from './BusinessFields';
import { useBusinessChoices, type BusinessValues } from './useBusinessChoices';
import { useBusinessFromRoute } from './useBusinessFromRoute';

const watched: WatchedField<Business>[] = [
  { label: 'Name', read: (business) => business.name },
  { label: 'Region', read: (business) => business.region?.name },
  {
    label: 'Categories',
    read: (business) => (business.categories ?? []).map((category) => category.name).sort(),
  },
];

const valuesOf = (business: Business): Partial<BusinessValues> => ({
  name: business.name,
  regionId: business.region?.id,
  categories: (business.categories ?? []).map((category) => category.id),
});

function EditForm({
  business,
  id,
  readFresh,
}: {
  business: Business;
  id: number;
  readFresh: () => Promise<Business | null>;
}) {
  const [form] = Form.useForm<BusinessValues>();
  const [updateBusiness] = useUpdateBusinessMutation();
  const choices = useBusinessChoices(business);
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const detail = `/businesses/${id}`;
  const noLostUpdate = useEditConflictGuard({
    loaded: business,
    readFresh,
    fields: watched,
    onReload: useCallback((fresh: Business) => form.setFieldsValue(valuesOf(fresh)), [form]),
  });
  return (
    <FormFrame
      title="Edit Business"
      form={form}
      initialValues={valuesOf(business)}
      beforeSubmit={noLostUpdate}
      submitLabel="Save"
      cancelTo={detail}
      onSubmit={(values) => updateBusiness({ id, businessInput: choices.toInput(values) })}
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
  const record = useBusinessFromRoute();
  return (
    <RecordGate record={record} failed="not-found" backTo="/businesses" backLabel="Back to businesses">
      {(business) => (
        <EditForm business={business} id={record.id ?? business.id} readFresh={record.readFresh} />
      )}
    </RecordGate>
  );
}
