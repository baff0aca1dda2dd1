import { Alert, Button } from 'antd';
import Input from 'antd/es/input/Input';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { LoadingBar } from '../../components/LoadingBar';
import type { SecondFactorChallenge } from '../../store/session/signInOutcome';

const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8 };

type SecondFactorStepProps = {
  /** The address the admin typed, shown so they know whose code is asked for. */
  email: string;
  challenge: SecondFactorChallenge;
  /** Back to the password form, the address kept. */
  onBack: () => void;
};

/**
 * The sign-in's second step (optional extension `second-factor`), on the sign-in page itself: a
 * code from the authenticator app or one of the recovery codes.
 */
export default function SecondFactorStep({ email, challenge, onBack }: SecondFactorStepProps) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const app = challenge.methods.includes('totp');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const failure = await challenge.complete(code.trim());
    if (failure === null) return;
    setPending(false);
    setError(failure);
    setCode('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Second factor">
      <LoadingBar active={pending} label="Checking the code" />
      <p style={{ marginTop: 0, color: 'var(--ant-color-text)' }}>
        {app
          ? `Enter the 6-digit code from your authenticator app for ${email}, or one of your recovery codes.`
          : `Enter one of your recovery codes for ${email}.`}
      </p>
      <div style={{ marginBottom: 'var(--ant-margin-lg)' }}>
        <label
          htmlFor="second-factor-code"
          style={{ display: 'block', paddingBottom: 'var(--ant-padding-xs)' }}
        >
          Code
        </label>
        <Input
          id="second-factor-code"
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={64}
          spellCheck={false}
          disabled={pending}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <div style={column}>
        <Button type="primary" htmlType="submit" block loading={pending} disabled={pending}>
          Verify
        </Button>
        <Button type="link" block disabled={pending} onClick={onBack}>
          Back
        </Button>
      </div>
      {error && <Alert type="error" role="alert" showIcon title={error} style={{ marginTop: 16 }} />}
    </form>
  );
}
