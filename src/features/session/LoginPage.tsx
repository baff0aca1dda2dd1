import { Alert, Button, theme } from 'antd';
// The two inputs on their own: antd's Input index also brings TextArea, Search and OTP, which the
// first page does not need.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadingBar } from '../../components/LoadingBar';
import { Panel } from '../../components/Panel';
import { usePageTitle } from '../../lib/usePageTitle';
import { signIn } from './sessionThunks';

/**
 * A field of the sign-in form. The form is a native one: the spec asks for browser-level
 * "required" checks, and leaving antd's Form (with its validator, grid and tooltip) off the first
 * page keeps that page's JavaScript within its budget.
 */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8 };

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

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await dispatch(signIn({ email: email.trim(), password }));
    setPending(false);
    if (signIn.fulfilled.match(result)) navigate('/', { replace: true });
    else setError(result.payload ?? 'Unable to sign in');
  };

  return (
    // Plain flex boxes: antd's Flex would be one more chunk on the first page for three layouts.
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '100vh',
        padding: 16,
        // Padding inside the 100vh: a page a scrollbar taller would shift as the scrollbar appears.
        boxSizing: 'border-box',
      }}
    >
      <Panel
        role="region"
        aria-labelledby="sign-in-title"
        padding={0}
        style={{ width: '100%', maxWidth: 400, overflow: 'hidden' }}
      >
        <LoadingBar active={pending} label="Signing in" />
        <div style={{ padding: 24 }}>
          <div style={{ ...column, alignItems: 'center', marginBottom: 24 }}>
            <img src="/logo.svg" alt="Referral Network logo" width={72} height={72} />
            <h1
              id="sign-in-title"
              style={{ fontSize: 24, fontWeight: 600, margin: 0, color: token.colorTextHeading }}
            >
              Sign in
            </h1>
          </div>
          {notice && !error && (
            <Alert type="success" role="status" showIcon title={notice} style={{ marginBottom: 16 }} />
          )}
          <form onSubmit={submit} aria-labelledby="sign-in-title">
            <Field id="login-email" label="Email Address">
              <Input
                id="login-email"
                type="email"
                autoComplete="username"
                autoFocus
                required
                disabled={pending}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Field id="login-password" label="Password">
              <Password
                id="login-password"
                autoComplete="current-password"
                required
                disabled={pending}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <div style={column}>
              <Button type="primary" htmlType="submit" block loading={pending} disabled={pending}>
                Sign In
              </Button>
              <ButtonLink to="/forgot-password" type="link" block disabled={pending}>
                Forgot Password
              </ButtonLink>
            </div>
          </form>
          {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginTop: 16 }} />}
        </div>
      </Panel>
    </div>
  );
}
