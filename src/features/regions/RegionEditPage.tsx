import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateRegionMutation } from '../../api/endpoints/regions';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { FormFrame } from '../../components/FormFrame';
import { NotFound } from '../../components/NotFound';
import { PageLoading } from '../../components/PageLoading';
import { RegionFields, type RegionValues } from './RegionFields';
import { useRegionFromRoute } from './useRegionFromRoute';
import { useSuccessMessage } from '../../components/successMessage';

export default function RegionEditPage() {
  const { id, region, isLoading, notFound, error, refetch } = useRegionFromRoute();
  const [form] = Form.useForm<RegionValues>();
  const [updateRegion] = useUpdateRegionMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();

  if (notFound || id === null) return <NotFound backTo="/regions" backLabel="Back to regions" />;
  if (error) return <ErrorDisplay error={error} onRetry={refetch} />;
  if (isLoading || !region) return <PageLoading />;
  return (
    <FormFrame
      title="Update Region"
      form={form}
      initialValues={{ name: region.name }}
      submitLabel="Save"
      cancelTo={`/regions/${id}`}
      onSubmit={(values) => updateRegion({ id, regionInput: { name: values.name.trim() } })}
      onSuccess={() => {
        success('Region updated');
        navigate(`/regions/${id}`);
      }}
    >
      <RegionFields />
    </FormFrame>
  );
}
