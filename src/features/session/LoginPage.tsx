import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { noticeFrom, SignInForm } from './SignInForm';
import { signInOrFailure } from '../../store/session/sessionThunks';

/** /login inside the console: after a sign-out, or when a guarded page sent the visitor here. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = noticeFrom(useLocation().state);
  const signInWith = async (email: string, password: string) => {
    const failure = await signInOrFailure(dispatch, { email, password });
    if (failure === null) void navigate('/', { replace: true });
    return failure;
  };
  return (
    <SignInForm
      notice={notice}
      signIn={signInWith}
      openForgotPassword={() => void navigate('/forgot-password')}
    />
  );
}
