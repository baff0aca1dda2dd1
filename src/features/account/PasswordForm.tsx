import { Button, Form, type FormInstance } from 'antd';
import type { ServerProblem } from '../../components/serverFieldErrors';
import { ServerProblemAlert } from '../../components/ServerProblemAlert';
import { PasswordFields, type PasswordValues } from './PasswordFields';
import type { PasswordContext } from '../../lib/password';

type PasswordFormProps = {
  form: FormInstance<PasswordValues>;
  passwordLabel: string;
  /** Words the password should not be built from (the person's names). */
  context: PasswordContext;
  sending: boolean;
  problem: ServerProblem | null;
  onFinish: (values: PasswordValues) => void;
};

/** The verify and reset pages' form: a password twice, a problem if any, and Submit. */
export function PasswordForm({
  form,
  passwordLabel,
  context,
  sending,
  problem,
  onFinish,
}: PasswordFormProps) {
  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={sending}
      initialValues={{ password: '', verifyPassword: '' }}
      onFinish={onFinish}
    >
      <PasswordFields passwordLabel={passwordLabel} context={context} />
      {problem && <ServerProblemAlert problem={problem} />}
      <Button type="primary" htmlType="submit" block loading={sending}>
        Submit
      </Button>
    </Form>
  );
}
