import { Alert, Button, Flex, Form, Input, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../api/errors';
import {
  useConfirmTotpEnrollmentMutation,
  useStartTotpEnrollmentMutation,
  type TotpEnrollment as Enrollment,
} from '../../api/endpoints/account';

type TotpEnrollmentProps = {
  /** Set up: with the account's first factor come its recovery codes (else null). */
  onEnrolled: (recoveryCodes: readonly string[] | null) => void;
};

/** Setting up an authenticator app: a QR code and the key as text, done once a code from the app is right. */
export function TotpEnrollment({ onEnrolled }: TotpEnrollmentProps) {
  const [start, started] = useStartTotpEnrollmentMutation();
  const [confirm, confirming] = useConfirmTotpEnrollmentMutation();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  const begin = async () => {
    setError(null);
    const answer = await start();
    if (answer.error) setError(errorMessage(answer.error, 'Could not start setting up the app.'));
    else setEnrollment(answer.data.data);
  };
  const finish = async ({ code }: { code: string }) => {
    if (!enrollment) return;
    setError(null);
    const answer = await confirm({ id: enrollment.id, codeRequest: { code: code.trim() } });
    if (answer.error) {
      const [field] = fieldErrors(answer.error);
      setError(field?.message ?? errorMessage(answer.error, 'Could not turn the app on.'));
      form.setFieldValue('code', '');
      return;
    }
    onEnrolled(answer.data.data.recoveryCodes ?? null);
  };

  if (!enrollment)
    return (
      <Flex vertical gap={12} align="flex-start">
        <Button type="primary" loading={started.isLoading} onClick={() => void begin()}>
          Set up an authenticator app
        </Button>
        {error && <Alert type="error" role="alert" showIcon title={error} />}
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      <p style={{ margin: 0 }}>
        Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
        ...), then enter the 6-digit code it shows.
      </p>
      <Flex gap={24} wrap align="center">
        <QRCode value={enrollment.uri} aria-label="QR code for your authenticator app" />
        <div style={{ minWidth: 0 }}>
          <div>Cannot scan? Enter this key in the app:</div>
          <Typography.Text
            code
            copyable
            aria-label="Key for your authenticator app"
            style={{ overflowWrap: 'anywhere' }}
          >
            {enrollment.secret}
          </Typography.Text>
        </div>
      </Flex>
      <Form form={form} layout="inline" onFinish={(values) => void finish(values)} requiredMark={false}>
        <Form.Item
          name="code"
          label="Code from the app"
          rules={[
            { required: true, pattern: /^\s*[0-9]{6}\s*$/, message: 'Enter the 6 digits the app shows' },
          ]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} autoFocus />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={confirming.isLoading}>
            Turn on
          </Button>
        </Form.Item>
      </Form>
      {error && <Alert type="error" role="alert" showIcon title={error} />}
    </Flex>
  );
}
