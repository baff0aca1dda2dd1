import { Form, Input } from 'antd';
import { requiredText } from '../../lib/formRules';
import type { FormInput } from './resource';

/** A form's fields from its declaration's text inputs; the first has the focus when the page opens. */
export function DeclaredFields({ inputs }: { inputs: readonly FormInput[] }) {
  return inputs.map((input, index) => (
    <Form.Item key={input.name} label={input.label} name={input.name} rules={requiredText(input.required)}>
      <Input placeholder={input.placeholder} autoFocus={index === 0} />
    </Form.Item>
  ));
}
