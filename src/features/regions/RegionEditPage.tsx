import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUpdateRegionMutation, type Region } from '../../api/endpoints/regions';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { RegionFields, type RegionValues } from './RegionFields';
import { useRegionFromRoute } from './useRegionFromRoute';

function EditForm({ region, id }: { region: Region; id: number }) {
  const [form] = Form.useForm<RegionValues>();
  const [updateRegion] = useUpdateRegionMutation();
  const navigate = useNavigate();
  return (
    <FormFrame
      title="Update Region"
      form={form}
      initialValues={{ name: region.name }}
      submitLabel="Save"
      cancelTo={`/regions/${id}`}
      onSubmit={(values) => updateRegion({ id, regionInput: { name: values.name.trim() } })}
      onSuccess={() => navigate(`/regions/${id}`)}
    >
      <RegionFields />
    </FormFrame>
  );
}

export default function RegionEditPage() {
  const record = useRegionFromRoute();
  return (
    <RecordGate record={record} backTo="/regions" backLabel="Back to regions">
      {(region) => <EditForm region={region} id={record.id ?? region.id} />}
    </RecordGate>
  );
}
