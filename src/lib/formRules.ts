import type { Rule } from 'antd/es/form';

/** Required, and not just spaces: a name of only whitespace is refused before sending. */
export const requiredText = (message: string, max = 200): Rule[] => [
  { required: true, whitespace: true, message },
  { max, message: `Please keep this under ${max} characters` },
];
