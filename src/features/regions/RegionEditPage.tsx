import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCallback } from 'react';
import { useUpdateRegionMutation, type Region } from '../../api/endpoints/regions';
import { FormFrame } from '../../components/FormFrame';
import { RecordGate } from '../../components/record/RecordGate';
import { useSuccessMessage } from '../../components/successMessage';
import { useEditConflictGuard, type WatchedField } from '../../components/record/useEditConflictGuard';
import { RegionFields, type RegionValues } from './RegionFields';
import { useRegionFromRoute } from './useRegionFromRoute';

const watched: WatchedField<Region>[] = [{ label: 'Name', read: (region) => region.name }];

function EditForm({
  region,
  id,
  readFresh,
}: {
  region: Region;
  id: number;
  readFresh: () => Promise<Region | null>;
}) {
  const [form] = Form.useForm<RegionValues>();
  const [updateRegion] = useUpdateRegionMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  const noLostUpdate = useEditConflictGuard({
    loaded: region,
    readFresh,
    fields: watched,
    onReload: useCallback((fresh: Region) => form.setFieldsValue({ name: fresh.name }), [form]),
  });
  return (
    <FormFrame
      title="Update Region"
      form={form}
      initialValues={{ name: region.name }}
      beforeSubmit={noLostUpdate}
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

export default function RegionEditPage() {
  const record = useRegionFromRoute();
  return (
    <RecordGate record={record} backTo="/regions" backLabel="Back to regions">
      {(region) => <EditForm region={region} id={record.id ?? region.id} readFresh={record.readFresh} />}
    </RecordGate>
  );
}
