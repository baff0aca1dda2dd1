import { lazyPage } from '../../components/pageRoute';
import { resourceRoutes } from '../../components/record/resourceRoutes';

import type { RouteObject } from 'react-router-dom';

export const referralRoutes: RouteObject[] = [
  ...resourceRoutes({
    name: 'referrals',
    param: 'referralId',
    declaration: () => import('./referralResource').then((module) => module.referralResource),
    list: () => import('./ReferralListPage'),
    show: () => import('./ReferralDetailPage'),
  }),
  {
    path: 'referrals/:referralId/transaction/create',
    lazy: lazyPage(() => import('./TransactionCreatePage')),
  },
  {
    path: 'referrals/:referralId/transaction/:transactionId',
    lazy: lazyPage(() => import('./TransactionEditPage')),
  },
];
