import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCreateCategoryMutation } from '../../api/endpoints/categories';
import { FormFrame } from '../../components/FormFrame';
import { CategoryFields, type CategoryValues } from './CategoryFields';

export default function CategoryCreatePage() {
  const [form] = Form.useForm<CategoryValues>();
  const [createCategory] = useCreateCategoryMutation();
  const navigate = useNavigate();
  return (
    <FormFrame
      title="Create Category"
      form={form}
      submitLabel="Create"
      cancelTo="/categories"
      onSubmit={(values) => createCategory({ categoryInput: { name: values.name.trim() } })}
      onSuccess={() => navigate('/categories')}
    >
      <CategoryFields />
    </FormFrame>
  );
}
