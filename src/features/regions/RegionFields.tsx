import { Form, Input } from 'antd';
import { requiredText } from '../../lib/formRules';

/** The region form's one field, on its create and edit pages. */
export function RegionFields() {
  return (
    <Form.Item label="Name" name="name" rules={requiredText('Please enter the region name')}>
      <Input placeholder="Enter region name" autoFocus />
    </Form.Item>
  );
}
