import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCreateRegionMutation } from '../../api/endpoints/regions';
import { FormFrame } from '../../components/FormFrame';
import { RegionFields, type RegionValues } from './RegionFields';
import { useSuccessMessage } from '../../components/successMessage';
import { listWithCreated } from '../../lib/highlight';

export default function RegionCreatePage() {
  const [form] = Form.useForm<RegionValues>();
  const [createRegion] = useCreateRegionMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return (
    <FormFrame
      title="Create Region"
      form={form}
      submitLabel="Create"
      cancelTo="/regions"
      onSubmit={(values) => createRegion({ regionInput: { name: values.name.trim() } })}
      onSuccess={(answer) => {
        success('Region created');
        navigate(listWithCreated('/regions', answer));
      }}
    >
      <RegionFields />
    </FormFrame>
  );
}
