import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { isAdminSession } from '../../store/session/sessionSlice';
import { RouteLoading } from '../../components/RouteLoading';

function useSessionStatus(): 'loading' | 'admin' | 'signed-out' {
  const session = useAppSelector((state) => state.session);
  if (session.isLoading) return 'loading';
  return isAdminSession(session) ? 'admin' : 'signed-out';
}

/** Admin screens: a loading indicator while the session restores, /login without an admin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  if (status === 'loading') return <RouteLoading label="Restoring your session" />;
  if (status !== 'admin') return <Navigate to="/login" replace />;
  return children;
}

/** The login screen: a signed-in admin goes straight to the console. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  if (status === 'loading') return <RouteLoading label="Restoring your session" />;
  if (status === 'admin') return <Navigate to="/" replace />;
  return children;
}
