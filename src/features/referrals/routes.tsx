import { firstPage } from '../../api/firstRequest';
import { referralList } from '../../api/lists/referralList';
import type { FeatureModule } from '../../components/navigation';
import { pageRoute } from '../../components/pageRoute';
import { RESOURCES } from '../../api/resources';
import { registeredFeature } from '../../components/record/resourceFeature';

const referrals = registeredFeature(RESOURCES.REFERRAL, {
  declaration: () => import('./referralResource').then((module) => module.referralResource),
  fields: () => import('./ReferralFields').then((module) => module.ReferralFields),
  list: () => import('./ReferralListPage'),
  show: () => import('./ReferralDetailPage'),
  listRequest: firstPage(referralList),
});

/** Referrals, and the money made on them: transactions are created and edited under their referral. */
export const referralFeature: FeatureModule = {
  link: referrals.link,
  routes: [
    ...referrals.routes,
    pageRoute({ path: 'referrals/:referralId/transaction/create' }, () => import('./TransactionCreatePage')),
    pageRoute(
      { path: 'referrals/:referralId/transaction/:transactionId' },
      () => import('./TransactionEditPage'),
    ),
  ],
};
