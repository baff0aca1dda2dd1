import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../store/hooks';
import { PageLoading } from '../../components/PageLoading';
import { signOut } from '../../store/session/sessionThunks';

/** /logout: signs out, then goes to / (which sends a signed-out visitor to /login). */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    void dispatch(signOut()).then(() => navigate('/', { replace: true }));
  }, [dispatch, navigate]);
  return <PageLoading label="Signing out" />;
}
