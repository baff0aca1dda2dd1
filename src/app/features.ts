import { RESOURCES, ROUTED, type RoutedModel } from '../api/resources';
import { registeredFeature } from '../components/record/resourceFeature';
import type { FeatureModule } from '../components/navigation';
import { businessFeature } from '../features/businesses/routes';
import { dashboardFeature } from '../features/dashboard/routes';
import { insightsFeature } from '../features/insights/routes';
import { logFeature } from '../features/logs/routes';
import { referralFeature } from '../features/referrals/routes';
import { userFeature } from '../features/users/routes';

/** Each resource with pages of its own, as a feature: a registered resource without one is a compile error. */
const RESOURCE_FEATURES = {
  BUSINESS: businessFeature,
  REFERRAL: referralFeature,
  USER: userFeature,
  REGION: registeredFeature(RESOURCES.REGION, {
    declaration: () => import('../features/regions/regionResource').then((module) => module.regionResource),
    show: () => import('../features/regions/RegionDetailPage'),
  }),
  CATEGORY: registeredFeature(RESOURCES.CATEGORY, {
    declaration: () =>
      import('../features/categories/categoryResource').then((module) => module.categoryResource),
  }),
} satisfies Record<RoutedModel, FeatureModule>;

/**
 * The signed-in console's screens, in the drawer's order: above its divider (the dashboard, then
 * the resources in the registry's order), then below it.
 */
export const MAIN_FEATURES: readonly FeatureModule[] = [
  dashboardFeature,
  insightsFeature,
  ...ROUTED.map(({ model }) => RESOURCE_FEATURES[model]),
];
export const FOOTER_FEATURES: readonly FeatureModule[] = [logFeature];
