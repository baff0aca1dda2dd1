// guide: fields
import { Form, Input } from 'antd';
import { requiredText } from '../../lib/formRules';

/** The note form's one field, on its create and edit pages. */
export function NoteFields() {
  return (
    <Form.Item label="Title" name="title" rules={requiredText('Please enter the title')}>
      <Input placeholder="Enter the title" autoFocus />
    </Form.Item>
  );
}
// guide: end
