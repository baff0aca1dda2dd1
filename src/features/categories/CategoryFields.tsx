import { Form, Input } from 'antd';
import { requiredText } from '../../lib/formRules';

/** The category form's one field, on its create and edit pages. */
export function CategoryFields() {
  return (
    <Form.Item label="Category Name" name="name" rules={requiredText('Please enter the category name')}>
      <Input placeholder="Enter category name" autoFocus />
    </Form.Item>
  );
}
