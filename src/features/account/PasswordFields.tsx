import { Form, Input } from 'antd';
import { passwordProblem, type PasswordContext } from '../../lib/password';
import { PasswordStrengthHint } from './PasswordStrengthHint';

export type PasswordValues = { password: string; verifyPassword: string };

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';

/**
 * A new password and its confirmation, with a strength hint. Problems show when a field is left
 * or the form is submitted (not on every keystroke), and clear as soon as the person types again.
 */
export function PasswordFields({
  passwordLabel,
  context,
}: {
  passwordLabel: string;
  context: PasswordContext;
}) {
  const form = Form.useFormInstance<PasswordValues>();
  const password = Form.useWatch('password', form) ?? '';
  return (
    <>
      <Form.Item
        label={passwordLabel}
        name="password"
        validateTrigger={['onChange', 'onBlur']}
        extra={<PasswordStrengthHint password={password} context={context} />}
        rules={[
          {
            validateTrigger: 'onBlur',
            validator: async (_rule, value: unknown) => {
              const problem = passwordProblem(typeof value === 'string' ? value : '');
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Verify Password"
        name="verifyPassword"
        validateTrigger={['onChange', 'onBlur']}
        rules={[
          ({ getFieldValue }) => ({
            validateTrigger: 'onBlur',
            validator: async (_rule, value: unknown) => {
              if ((value ?? '') !== (getFieldValue('password') ?? ''))
                throw new Error(PASSWORDS_DO_NOT_MATCH);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
