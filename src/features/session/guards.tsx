import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { RouteLoading } from '../../components/RouteLoading';

function useSessionStatus(): 'loading' | 'admin' | 'signed-out' {
  const { isLoading, token, userData } = useAppSelector((state) => state.session);
  if (isLoading) return 'loading';
  return token && userData?.isAdmin === true ? 'admin' : 'signed-out';
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
