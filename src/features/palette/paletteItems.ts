import { RESOURCES, ROUTED, type RoutedModel } from '../../api/resources';
import { fullName } from '../../lib/fullName';
import { once } from '../../lib/once';

/** 'Pages', 'Actions', or a resource's records under its plural ('Regions'). */
type PaletteGroup = string;

/** The order groups are listed in: where to go first, then what to do, then records. */
const GROUP_ORDER: readonly PaletteGroup[] = ['Pages', 'Actions', ...ROUTED.map(({ route }) => route.plural)];

/** A screen of the console, as the drawer names it. */
export type PageLink = { to: string; label: string };

export type PaletteItem = {
  /** Unique across the palette; also the option's element id. */
  key: string;
  group: PaletteGroup;
  label: string;
  /** A second line telling records of the same name apart (an email, a region). */
  detail?: string;
  to: string;
  /** Lower-case text the query is matched against. */
  haystack: string;
};

type Named = { id: number; name: string };
type Person = { id: number; firstName: string; lastName?: string | null; email: string };
type ReferralLike = {
  id: number;
  businessName: string;
  firstName: string;
  lastName?: string | null;
  email?: string | null;
};
type BusinessLike = Named & { region?: { name: string } | null };

const item = (
  group: PaletteGroup,
  key: string,
  label: string,
  to: string,
  detail?: string,
  extra: readonly (string | null | undefined)[] = [],
): PaletteItem => ({
  key,
  group,
  label,
  detail,
  to,
  haystack: [label, detail, ...extra].filter(Boolean).join(' ').toLocaleLowerCase(),
});

/** Every screen of the drawer, by the name the drawer gives it. */
export const pageItems = (links: readonly PageLink[]): PaletteItem[] =>
  links
    .filter((link) => link.to !== '/logout')
    .map((link) => item('Pages', `page${link.to.replaceAll('/', '-')}`, link.label, link.to));

/** The create actions, named as the list pages' buttons name them, in the drawer's order. */
export const ACTION_ITEMS: readonly PaletteItem[] = ROUTED.map(({ label, route }) =>
  item('Actions', `action-${label.toLowerCase()}`, `Create ${label}`, `/${route.name}/create`, undefined, [
    route.createWords.join(' '),
  ]),
);

/** One record of a resource: under its plural, linking to its page. */
function recordItem(model: RoutedModel, id: number, label: string, detail?: string): PaletteItem {
  const { route } = RESOURCES[model];
  return item(route.plural, `${model.toLowerCase()}-${id}`, label, `/${route.name}/${id}`, detail);
}

export const businessItems = (businesses: readonly BusinessLike[] = []) =>
  businesses.map((business) => recordItem('BUSINESS', business.id, business.name, business.region?.name));

export const referralItems = (referrals: readonly ReferralLike[] = []) =>
  referrals.map((referral) =>
    recordItem(
      'REFERRAL',
      referral.id,
      referral.businessName,
      [fullName(referral), referral.email].filter(Boolean).join(' · '),
    ),
  );

/** Verified and invited users alike: both have a detail page. */
export const userItems = (users: readonly Person[] = [], invited: readonly Person[] = []) =>
  [...users, ...invited].map((user) =>
    recordItem(
      'USER',
      user.id,
      fullName(user),
      invited.includes(user) ? `${user.email} · invited` : user.email,
    ),
  );

export const regionItems = (regions: readonly Named[] = []) =>
  regions.map((region) => recordItem('REGION', region.id, region.name));

export const categoryItems = (categories: readonly Named[] = []) =>
  categories.map((category) => recordItem('CATEGORY', category.id, category.name));

/** How many records of one kind are listed; the admin types more to narrow them down. */
export const PER_GROUP = 6;

/** 0 when the label starts with the query, 1 when a word of it does, 2 for any other match. */
function rank(entry: PaletteItem, query: string): number {
  const label = entry.label.toLocaleLowerCase();
  if (label.startsWith(query)) return 0;
  return label.includes(` ${query}`) ? 1 : 2;
}

export type PaletteSection = { group: PaletteGroup; items: PaletteItem[] };

/**
 * The items matching every word of the query (any order, any case), best first within each group
 * and at most PER_GROUP records per group. With no query: the pages and actions only.
 */
export function searchPalette(items: readonly PaletteItem[], rawQuery: string): PaletteSection[] {
  const query = rawQuery.trim().toLocaleLowerCase();
  const words = query.split(/\s+/).filter(Boolean);
  const byGroup = new Map<PaletteGroup, PaletteItem[]>();
  for (const entry of items) {
    if (words.length === 0 && entry.group !== 'Pages' && entry.group !== 'Actions') continue;
    if (!words.every((word) => entry.haystack.includes(word))) continue;
    const list = byGroup.get(entry.group) ?? [];
    list.push(entry);
    byGroup.set(entry.group, list);
  }
  return GROUP_ORDER.flatMap((group) => {
    const found = byGroup.get(group);
    if (!found) return [];
    const limited = group === 'Pages' || group === 'Actions' ? found : best(found, query);
    return [{ group, items: limited }];
  });
}

const collator = once(() => new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

/**
 * The PER_GROUP best matches by rank, then name. Kept in a small sorted window rather than sorting
 * every match: a one-letter query matches most of 10,000 referrals.
 */
function best(found: readonly PaletteItem[], query: string): PaletteItem[] {
  const window: { entry: PaletteItem; rank: number }[] = [];
  const before = (a: { entry: PaletteItem; rank: number }, b: { entry: PaletteItem; rank: number }) =>
    a.rank - b.rank || collator().compare(a.entry.label, b.entry.label);
  for (const entry of found) {
    const candidate = { entry, rank: rank(entry, query) };
    const last = window[window.length - 1];
    if (window.length === PER_GROUP && last && before(candidate, last) >= 0) continue;
    const at = window.findIndex((kept) => before(candidate, kept) < 0);
    window.splice(at === -1 ? window.length : at, 0, candidate);
    if (window.length > PER_GROUP) window.pop();
  }
  return window.map(({ entry }) => entry);
}
