import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const ReferralListPage = lazy(() => import('./ReferralListPage'));
const ReferralCreatePage = lazy(() => import('./ReferralCreatePage'));
const ReferralDetailPage = lazy(() => import('./ReferralDetailPage'));
const ReferralEditPage = lazy(() => import('./ReferralEditPage'));
const TransactionCreatePage = lazy(() => import('./TransactionCreatePage'));
const TransactionEditPage = lazy(() => import('./TransactionEditPage'));

export const referralRoutes: RouteObject[] = [
  { path: 'referrals', element: <ReferralListPage /> },
  { path: 'referrals/create', element: <ReferralCreatePage /> },
  { path: 'referrals/:referralId', element: <ReferralDetailPage /> },
  { path: 'referrals/:referralId/edit', element: <ReferralEditPage /> },
  { path: 'referrals/:referralId/transaction/create', element: <TransactionCreatePage /> },
  { path: 'referrals/:referralId/transaction/:transactionId', element: <TransactionEditPage /> },
];
