import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCreateRegionMutation } from '../../api/endpoints/regions';
import { FormFrame } from '../../components/FormFrame';
import { RegionFields, type RegionValues } from './RegionFields';

export default function RegionCreatePage() {
  const [form] = Form.useForm<RegionValues>();
  const [createRegion] = useCreateRegionMutation();
  const navigate = useNavigate();
  return (
    <FormFrame
      title="Create Region"
      form={form}
      submitLabel="Create"
      cancelTo="/regions"
      onSubmit={(values) => createRegion({ regionInput: { name: values.name.trim() } })}
      onSuccess={() => navigate('/regions')}
    >
      <RegionFields />
    </FormFrame>
  );
}
