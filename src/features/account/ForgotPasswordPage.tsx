import { Button, Flex, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useRequestPasswordResetMutation } from '../../api/endpoints/auth';
import { ButtonLink } from '../../components/ButtonLink';
import { AccountCard } from './AccountCard';
import { EMAIL_MAX_LENGTH, isStandardEmail } from '../../lib/email';
import { useRedirectAfterDelay } from './useRedirectAfterDelay';

const RESET_EMAIL_SENT = 'You will receive an email with a link to reset your password';

type ForgotValues = { email?: string };

export default function ForgotPasswordPage() {
  const [requestReset, { isLoading: sending }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  useRedirectAfterDelay(sent ? '/login' : null);

  const submit = async ({ email = '' }: ForgotValues) => {
    const address = email.trim();
    // The spec: an address that is not a standard email is neither sent nor commented on.
    if (!isStandardEmail(address)) return;
    // Success or failure, the answer is the same, so no one learns which addresses have accounts.
    await requestReset({ emailRequest: { email: address } });
    setSent(true);
  };

  return (
    <AccountCard title="Forgotten password?" busy={sending} busyLabel="Sending the reset link">
      {sent ? (
        <Result
          status="success"
          title={RESET_EMAIL_SENT}
          subTitle="Taking you back to sign in…"
          extra={
            <ButtonLink to="/login" type="primary">
              Back to login
            </ButtonLink>
          }
          style={{ padding: 0 }}
        />
      ) : (
        <>
          <Typography.Paragraph>
            Enter the email address you sign in with and we will send you a link to choose a new password.
          </Typography.Paragraph>
          {/* noValidate: the browser must not add a message of its own either. */}
          <Form<ForgotValues> layout="vertical" noValidate disabled={sending} onFinish={submit}>
            <Form.Item label="Email Address" name="email">
              <Input type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} autoFocus />
            </Form.Item>
            <Flex vertical gap={8}>
              <Button type="primary" htmlType="submit" block loading={sending}>
                Submit
              </Button>
              <ButtonLink to="/login" type="link" block>
                Back to login
              </ButtonLink>
            </Flex>
          </Form>
        </>
      )}
    </AccountCard>
  );
}
