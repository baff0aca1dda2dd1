import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetProfileByTokenQuery, useResetPasswordMutation } from '../../api/endpoints/auth';
import { recordState } from '../../api/recordState';
import { ButtonLink } from '../../components/ButtonLink';
import { PageLoading } from '../../components/PageLoading';
import { fullName } from '../../lib/fullName';
import { AccountCard } from './AccountCard';
import { PasswordForm } from './PasswordForm';
import { NoUserFound } from './NoUserFound';
import type { PasswordValues } from './PasswordFields';
import { useSaveOutcome } from '../../components/serverFieldErrors';
import { useRedirectAfterDelay } from './useRedirectAfterDelay';
import { useFeedback } from '../../components/feedback/feedback';

const PASSWORD_RESET = 'Your password has been reset. You can now sign in.';

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const profile = useGetProfileByTokenQuery(token ? { token } : skipToken, {
    // A link can be used or expire at any moment: always ask the server afresh.
    refetchOnMountOrArgChange: true,
  });
  const [resetPassword, { isLoading: sending }] = useResetPasswordMutation();
  const [form] = Form.useForm<PasswordValues>();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { problem, setProblem, settle } = useSaveOutcome(form);
  const state = recordState(profile, token !== '');
  const person = state.status === 'ready' ? state.record : undefined;
  // The spec: an invalid token, or a failed fetch of it, shows 'No user found!' and goes to sign in.
  const noUser = state.status === 'missing' || state.status === 'failed';
  useRedirectAfterDelay(noUser ? '/login' : null);

  if (noUser) {
    return (
      <NoUserFound
        explanation="This password-reset link is invalid, has been used or has expired. Taking you to sign in…"
        action={
          <ButtonLink to="/forgot-password" type="link">
            Request a new link
          </ButtonLink>
        }
      />
    );
  }
  if (!person) {
    return (
      <AccountCard title="Reset your password">
        <PageLoading label="Checking your reset link" />
      </AccountCard>
    );
  }

  const submit = async (values: PasswordValues) => {
    // Only called once the fields' rules passed: long enough, and the two passwords match.
    setProblem(null);
    const outcome = await resetPassword({ passwordResetRequest: { token, password: values.password } });
    settle(outcome, () => {
      void message.success(PASSWORD_RESET);
      // The sign-in page lives outside this page's message service, so the notice also travels along.
      navigate('/login', { replace: true, state: { notice: PASSWORD_RESET } });
    });
  };

  return (
    <AccountCard title={`Hello ${fullName(person)}`} busy={sending} busyLabel="Resetting your password">
      <Typography.Paragraph>Please enter your new password below.</Typography.Paragraph>
      <PasswordForm
        form={form}
        passwordLabel="Password"
        context={[person.firstName, person.lastName]}
        sending={sending}
        problem={problem}
        onFinish={submit}
      />
    </AccountCard>
  );
}
