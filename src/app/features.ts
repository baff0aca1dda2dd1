import type { FeatureModule } from '../components/navigation';
import { businessFeature } from '../features/businesses/routes';
import { categoryFeature } from '../features/categories/routes';
import { dashboardFeature } from '../features/dashboard/routes';
import { insightsFeature } from '../features/insights/routes';
import { logFeature } from '../features/logs/routes';
import { referralFeature } from '../features/referrals/routes';
import { regionFeature } from '../features/regions/routes';
import { userFeature } from '../features/users/routes';

/** The signed-in console's screens, in the drawer's order: above its divider, then below it. */
export const MAIN_FEATURES: readonly FeatureModule[] = [
  dashboardFeature,
  insightsFeature,
  businessFeature,
  referralFeature,
  userFeature,
  regionFeature,
  categoryFeature,
];
export const FOOTER_FEATURES: readonly FeatureModule[] = [logFeature];
