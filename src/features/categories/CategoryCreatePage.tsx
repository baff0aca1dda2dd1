import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCreateCategoryMutation } from '../../api/endpoints/categories';
import { FormFrame } from '../../components/FormFrame';
import { CategoryFields, type CategoryValues } from './CategoryFields';
import { useSuccessMessage } from '../../components/successMessage';
import { listWithCreated } from '../../lib/highlight';

export default function CategoryCreatePage() {
  const [form] = Form.useForm<CategoryValues>();
  const [createCategory] = useCreateCategoryMutation();
  const navigate = useNavigate();
  const success = useSuccessMessage();
  return (
    <FormFrame
      title="Create Category"
      form={form}
      submitLabel="Create"
      cancelTo="/categories"
      onSubmit={(values) => createCategory({ categoryInput: { name: values.name.trim() } })}
      onSuccess={(answer) => {
        success('Category created');
        navigate(listWithCreated('/categories', answer));
      }}
    >
      <CategoryFields />
    </FormFrame>
  );
}
