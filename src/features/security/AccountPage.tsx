import { Alert, Flex, List, Spin } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useExtension } from '../../api/extensions';
import {
  useDeleteSecondFactorMutation,
  useGetAccountSecurityQuery,
  useReplaceRecoveryCodesMutation,
} from '../../api/endpoints/account';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { useSuccessMessage } from '../../components/successMessage';
import { formatDateTime } from '../../lib/format';
import { fullName } from '../../lib/fullName';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { enrollmentRequired } from '../../store/session/sessionSlice';
import { RecoveryCodes } from './RecoveryCodes';
import { SessionList } from './SessionList';
import { TotpEnrollment } from './TotpEnrollment';

/**
 * The signed-in admin's own page (optional extension `second-factor`), reached from "Signed in
 * as": their second factor, recovery codes and sessions. A backend without the extension has no
 * such page: the console goes to the dashboard, as for any unknown address.
 */
export default function AccountPage() {
  const offered = useExtension('second-factor');
  const user = useAppSelector((state) => state.session.userData);
  if (offered === false) return <Navigate to="/dashboard" replace />;
  if (offered === undefined || !user) return <Spin aria-label="Loading" />;
  return <AccountSecurity name={fullName(user)} email={user.email} />;
}

function AccountSecurity({ name, email }: { name: string; email: string }) {
  const dispatch = useAppDispatch();
  const security = useGetAccountSecurityQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useDeleteSecondFactorMutation();
  const [replaceCodes] = useReplaceRecoveryCodesMutation();
  const [shownCodes, setShownCodes] = useState<readonly string[] | null>(null);
  const said = useSuccessMessage();
  const data = security.data?.data;

  const enrolled = (codes: readonly string[] | null) => {
    dispatch(enrollmentRequired(false));
    said('Your authenticator app is on: signing in now asks for a code from it.');
    setShownCodes(codes);
    void security.refetch();
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Your account" />
      <p style={{ margin: 0 }}>
        {name} ({email})
      </p>
      {security.error && (
        <Alert type="error" showIcon title={errorMessage(security.error, 'Could not load your account.')} />
      )}
      {data?.stage === 'enroll' && (
        <Alert
          type="warning"
          showIcon
          title="This server requires a second factor for every admin. Set one up to use the console."
        />
      )}
      {data?.required &&
        data.graceSignInsLeft !== null &&
        data.graceSignInsLeft !== undefined &&
        data.factors.length === 0 &&
        data.stage !== 'enroll' && (
          <Alert
            type="info"
            showIcon
            title={`A second factor is required on this server: ${data.graceSignInsLeft} more sign-in${data.graceSignInsLeft === 1 ? '' : 's'} with the password alone, then only this page opens until one is set up.`}
          />
        )}
      {shownCodes && <RecoveryCodes email={email} codes={shownCodes} onSaved={() => setShownCodes(null)} />}
      <Panel title="Second factor">
        {security.isLoading || !data ? (
          <Spin aria-label="Loading" />
        ) : (
          <Flex vertical gap={16}>
            {data.factors.length > 0 && (
              <List
                dataSource={data.factors}
                renderItem={(factor) => (
                  <List.Item
                    actions={[
                      <ConfirmButton
                        key="remove"
                        size="small"
                        danger
                        confirm={`Remove ${factor.kind === 'totp' ? 'your authenticator app' : `the passkey "${factor.name}"`}?`}
                        okText="Remove"
                        onConfirm={() => remove({ id: factor.id })}
                        onDone={() => {
                          said('Removed.');
                          void security.refetch();
                        }}
                      >
                        Remove
                      </ConfirmButton>,
                    ]}
                  >
                    <List.Item.Meta
                      title={factor.kind === 'totp' ? 'Authenticator app' : factor.name}
                      description={`Set up ${formatDateTime(factor.createdAt)}${factor.lastUsedAt ? ` · last used ${formatDateTime(factor.lastUsedAt)}` : ''}`}
                    />
                  </List.Item>
                )}
              />
            )}
            {!data.factors.some((factor) => factor.kind === 'totp') &&
              (data.totpAvailable ? (
                <TotpEnrollment onEnrolled={enrolled} />
              ) : (
                <Alert
                  type="info"
                  showIcon
                  title="Authenticator apps cannot be set up on this server (its operator has set no key for them)."
                />
              ))}
            {data.factors.length > 0 && (
              <Flex align="center" gap={12} wrap>
                <span>
                  Recovery codes left: <strong>{data.recoveryCodesLeft}</strong>
                </span>
                <ConfirmButton
                  confirm="Make ten new recovery codes? The old ones stop working."
                  okText="Make new codes"
                  onConfirm={async () => {
                    const answer = await replaceCodes();
                    if (answer.data) setShownCodes(answer.data.data.recoveryCodes ?? null);
                    return answer;
                  }}
                  onDone={() => void security.refetch()}
                >
                  Make new recovery codes
                </ConfirmButton>
              </Flex>
            )}
          </Flex>
        )}
      </Panel>
      {data && data.stage === 'full' && <SessionList />}
    </Flex>
  );
}
