import type { RouteObject } from 'react-router-dom';
import { pageRoute } from '../../components/pageRoute';

export const referralRoutes: RouteObject[] = [
  pageRoute({ path: 'referrals' }, () => import('./ReferralListPage')),
  pageRoute({ path: 'referrals/create' }, () => import('./ReferralCreatePage')),
  pageRoute({ path: 'referrals/:referralId' }, () => import('./ReferralDetailPage')),
  pageRoute({ path: 'referrals/:referralId/edit' }, () => import('./ReferralEditPage')),
  pageRoute({ path: 'referrals/:referralId/transaction/create' }, () => import('./TransactionCreatePage')),
  pageRoute(
    { path: 'referrals/:referralId/transaction/:transactionId' },
    () => import('./TransactionEditPage'),
  ),
];
