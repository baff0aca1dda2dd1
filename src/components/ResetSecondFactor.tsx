import { useExtension } from '../api/extensions';
import { useResetUserSecondFactorMutation } from '../api/endpoints/account';
import { ConfirmButton } from './ConfirmButton';
import { useSuccessMessage } from './successMessage';
import { fullName } from '../lib/fullName';
import { useAppSelector } from '../store/hooks';

type Person = { id: number; firstName: string; lastName?: string | null; isAdmin: boolean };

/**
 * For an admin who lost their phone: another admin removes their second factor and ends their
 * sessions, after confirming (optional extension `second-factor`; nothing shows without it).
 */
export function ResetSecondFactor({ user }: { user: Person }) {
  const offered = useExtension('second-factor') === true;
  const me = useAppSelector((state) => state.session.userData?.id);
  const [reset, resetting] = useResetUserSecondFactorMutation();
  const said = useSuccessMessage();
  if (!offered || !user.isAdmin || me === user.id) return null;
  return (
    <ConfirmButton
      danger
      loading={resetting.isLoading}
      confirm={`Reset the second factor of ${fullName(user)}? Their authenticator app, passkeys and recovery codes stop working, and every session of theirs ends.`}
      okText="Reset"
      onConfirm={() => reset({ id: user.id })}
      onDone={() => said(`The second factor of ${fullName(user)} was reset.`)}
    >
      Reset second factor
    </ConfirmButton>
  );
}
