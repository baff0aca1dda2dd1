import { Alert, Button, type InputRef } from 'antd';
// The two inputs on their own: antd's Input index also brings TextArea, Search and OTP, which the
// first page does not need.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { LoadingBar } from '../../components/LoadingBar';
import { Panel } from '../../components/Panel';
import { NOT_AN_ADMIN } from '../../lib/signInMessages';
import { usePageTitle } from '../../lib/usePageTitle';

/**
 * A field of the sign-in form. The form is a native one: the spec asks for browser-level
 * "required" checks, and leaving antd's Form (with its validator, grid and tooltip) off the first
 * page keeps that page's JavaScript within its budget. Styled with the theme's CSS variables, not
 * its token values: the build renders this page to HTML once, for every theme and density.
 */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 'var(--ant-margin-lg)' }}>
      <label
        htmlFor={id}
        style={{ display: 'block', paddingBottom: 'var(--ant-padding-xs)', color: 'var(--ant-color-text)' }}
      >
        {label}
      </label>
      {children}
    </div>
  );
}

const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8 };

/** A message handed over by the page that sent the visitor here (e.g. after a password reset). */
export function noticeFrom(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
}

type SignInFormProps = {
  /** A message from the page that sent the visitor here (e.g. after a password reset). */
  notice: string | null;
  /** Signs in with what was typed: null once signed in (the caller moves on), else what to show. */
  signIn: (email: string, password: string) => Promise<string | null>;
  /** Opens the forgot-password page in place (a plain click on its link). */
  openForgotPassword: () => void;
  /** Something was typed into the form: the admin is about to sign in (called on every input). */
  onTyping?: () => void;
};

/**
 * The sign-in form, drawn by the console's /login route (LoginPage) and, on a cold load of /login,
 * by the sign-in page's own small script (src/signInEntry.tsx) before the console's code is there.
 */
export function SignInForm({ notice, signIn, openForgotPassword, onTyping }: SignInFormProps) {
  usePageTitle('Sign in');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailInput = useRef<InputRef>(null);
  const passwordInput = useRef<InputRef>(null);
  const signInWith = async (typedEmail: string, typedPassword: string) => {
    setPending(true);
    setError(null);
    const failure = await signIn(typedEmail.trim(), typedPassword);
    if (failure === null) return;
    setPending(false);
    setError(failure);
  };
  const forgotPassword = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openForgotPassword();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void signInWith(email, password);
  };

  // The build renders this page to HTML (src/app/prerender), which people can type into before the
  // scripts have run. What was typed is taken over when the page comes alive, and a submit made
  // before then, held by public/hold-sign-in.js, is made now.
  const form = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState(false);
  const comeAlive = useEffectEvent(() => {
    const typedEmail = emailInput.current?.input?.value ?? '';
    const typedPassword = passwordInput.current?.input?.value ?? '';
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
    if (typedEmail || typedPassword) onTyping?.();
    setLive(true);
    if (form.current?.hasAttribute('data-held')) {
      form.current.removeAttribute('data-held');
      void signInWith(typedEmail, typedPassword);
    }
  });
  useEffect(() => comeAlive(), []);

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
              style={{ fontSize: 24, fontWeight: 600, margin: 0, color: 'var(--ant-color-text-heading)' }}
            >
              Sign in
            </h1>
          </div>
          {notice && !error && (
            <Alert type="success" role="status" showIcon title={notice} style={{ marginBottom: 16 }} />
          )}
          <form
            ref={form}
            onSubmit={submit}
            aria-labelledby="sign-in-title"
            data-held-until-live=""
            data-live={live ? '' : undefined}
            onInput={onTyping}
          >
            <Field id="login-email" label="Email Address">
              <Input
                ref={emailInput}
                id="login-email"
                type="email"
                autoComplete="username"
                // Also in the page rendered at build time, so the browser focuses the field before
                // any script runs (React does not focus it again when it takes the page over).
                autoFocus
                required
                disabled={pending}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Field id="login-password" label="Password">
              <Password
                ref={passwordInput}
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
              <Button href="/forgot-password" onClick={forgotPassword} type="link" block disabled={pending}>
                Forgot Password
              </Button>
            </div>
          </form>
          {error && (
            <Alert
              type="error"
              role="alert"
              showIcon
              title={error}
              // A user who is not an admin is told the spec's words and shown where to go instead.
              description={
                error === NOT_AN_ADMIN ? <a href="/get-app">Get the Referral Network app</a> : undefined
              }
              style={{ marginTop: 16 }}
            />
          )}
        </div>
      </Panel>
    </div>
  );
}
