import { Alert, Button, Flex, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadingBar } from '../../components/LoadingBar';
import { usePageTitle } from '../../lib/usePageTitle';
import { signIn } from './sessionThunks';

type Credentials = { email: string; password: string };

/** A message handed over by the page that sent the visitor here (e.g. after a password reset). */
function noticeFrom(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
}

export default function LoginPage() {
  usePageTitle('Sign in');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notice = noticeFrom(useLocation().state);
  const { token } = theme.useToken();

  const submit = async (credentials: Credentials) => {
    setPending(true);
    setError(null);
    const result = await dispatch(signIn(credentials));
    setPending(false);
    if (signIn.fulfilled.match(result)) navigate('/', { replace: true });
    else setError(result.payload ?? 'Unable to sign in');
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      {/* A plain panel rather than antd's Card: the first page stays light (Card brings Tabs). */}
      <section
        aria-labelledby="sign-in-title"
        style={{
          width: '100%',
          maxWidth: 400,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
        }}
      >
        <LoadingBar active={pending} label="Signing in" />
        <div style={{ padding: 24 }}>
          <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
            <img src="/logo.svg" alt="Referral Network logo" width={72} height={72} />
            <h1
              id="sign-in-title"
              style={{ fontSize: 24, fontWeight: 600, margin: 0, color: token.colorTextHeading }}
            >
              Sign in
            </h1>
          </Flex>
          {notice && !error && (
            <Alert type="success" role="status" showIcon title={notice} style={{ marginBottom: 16 }} />
          )}
          <Form<Credentials> layout="vertical" disabled={pending} onFinish={submit} requiredMark={false}>
            <Form.Item
              label="Email Address"
              name="email"
              rules={[{ required: true, whitespace: true, message: 'Please enter your email address' }]}
            >
              <Input type="email" autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              label="Password"
              name="password"
              rules={[{ required: true, message: 'Please enter your password' }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Flex vertical gap={8}>
              <Button type="primary" htmlType="submit" block loading={pending}>
                Sign In
              </Button>
              <ButtonLink to="/forgot-password" type="link" block disabled={pending}>
                Forgot Password
              </ButtonLink>
            </Flex>
          </Form>
          {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginTop: 16 }} />}
        </div>
      </section>
    </Flex>
  );
}
