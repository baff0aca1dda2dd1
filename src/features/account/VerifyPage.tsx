import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { recordState } from '../../api/recordState';
import { useGetVerifyUserQuery, useVerifyAccountMutation } from '../../api/endpoints/auth';
import { ButtonLink } from '../../components/ButtonLink';
import { PageLoading } from '../../components/PageLoading';
import { fullName } from '../../lib/fullName';
import { AccountCard } from './AccountCard';
import { PasswordForm } from './PasswordForm';
import { NoUserFound } from './NoUserFound';
import type { PasswordValues } from './PasswordFields';
import { useSaveOutcome } from '../../components/serverFieldErrors';
import { useRedirectAfterDelay } from './useRedirectAfterDelay';

const VERIFIED = 'Your account is verified';
/** What the sign-in page says to an admin who just set a password from an invitation. */
const ACCOUNT_READY = { notice: 'Your account is ready. You can now sign in.' };

export default function VerifyPage() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const invitee = useGetVerifyUserQuery(token ? { token } : skipToken, {
    // A link can be used or expire at any moment: always ask the server afresh.
    refetchOnMountOrArgChange: true,
  });
  const [verifyAccount, { isLoading: sending }] = useVerifyAccountMutation();
  const [form] = Form.useForm<PasswordValues>();
  const { problem, setProblem, settle } = useSaveOutcome(form);
  const [verified, setVerified] = useState(false);
  const state = recordState(invitee, token !== '');
  const user = state.status === 'ready' ? state.record : undefined;
  // Admins sign in to the console; everyone else uses the mobile app.
  const next = user?.isAdmin ? '/login' : '/get-app';
  const nextState = user?.isAdmin ? ACCOUNT_READY : undefined;
  useRedirectAfterDelay(verified ? next : null, nextState);

  if (state.status === 'missing' || state.status === 'failed') {
    const badLink = state.status === 'missing';
    return (
      <NoUserFound
        explanation={
          badLink
            ? 'This invitation link is invalid, has been used or has expired. Ask an administrator to send you a new invitation.'
            : errorMessage(state.error)
        }
        onRetry={badLink ? undefined : () => void invitee.refetch()}
      />
    );
  }
  if (!user) {
    return (
      <AccountCard title="Verify your account">
        <PageLoading label="Loading your invitation" />
      </AccountCard>
    );
  }
  if (verified) {
    return (
      // Said once, as the page's heading: the result below only says what happens next.
      <AccountCard title={VERIFIED}>
        <Result
          status="success"
          subTitle={next === '/login' ? 'Taking you to sign in…' : 'Taking you to the app download page…'}
          extra={
            <ButtonLink to={next} state={nextState} type="primary">
              Continue now
            </ButtonLink>
          }
          style={{ padding: 0 }}
        />
      </AccountCard>
    );
  }

  const submit = async (values: PasswordValues) => {
    // Only called once the fields' rules passed: long enough, and the two passwords match.
    setProblem(null);
    const outcome = await verifyAccount({
      token,
      verifyRequest: { password: values.password, verifyPassword: values.verifyPassword },
    });
    settle(outcome, () => setVerified(true));
  };

  return (
    <AccountCard title={`Hello ${fullName(user)}`} busy={sending} busyLabel="Verifying your account">
      <Typography.Paragraph>Please create a password to verify your account</Typography.Paragraph>
      <PasswordForm
        form={form}
        passwordLabel="Create Password"
        context={[user.firstName, user.lastName]}
        sending={sending}
        problem={problem}
        onFinish={submit}
      />
    </AccountCard>
  );
}
