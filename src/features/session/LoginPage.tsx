import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { noticeFrom, SignInForm } from './SignInForm';
import { signInOrFailure } from '../../store/session/sessionThunks';
import { afterChallenge } from '../../store/session/signInOutcome';

/** /login inside the console: after a sign-out, or when a guarded page sent the visitor here. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = noticeFrom(useLocation().state);
  const signInWith = async (email: string, password: string) => {
    const goOn = () => void navigate('/', { replace: true });
    const outcome = await signInOrFailure(dispatch, { email, password });
    if (outcome === null) goOn();
    return afterChallenge(outcome, goOn);
  };
  return (
    <SignInForm
      notice={notice}
      signIn={signInWith}
      openForgotPassword={() => void navigate('/forgot-password')}
    />
  );
}
