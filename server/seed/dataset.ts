import { hashToken, newToken } from '../auth/tokens';
import { dollars } from '../money';
import { Random } from './random';
import type { SeedRow } from './bulk';
import {
  BUSINESS_PREFIXES,
  BUSINESS_SUFFIXES,
  CATEGORY_NAMES,
  CLOSURE_REASONS,
  CUSTOMER_BUSINESSES,
  CUSTOMER_TYPES,
  DESCRIPTIONS,
  FIRST_NAMES,
  LAST_NAMES,
  REGION_NAMES,
} from './names';

export const DEMO_ADMIN = { email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin' };
export const DEMO_USER = { email: 'user@example.com', firstName: 'Uma', lastName: 'User' };
export const DEMO_PASSWORD = 'referrals-demo';

export type DatasetSize = {
  regions: number;
  categories: number;
  businesses: number;
  /** Verified users besides the two demo accounts. */
  users: number;
  unverified: number;
  referrals: number;
  /** At least this many log entries (more when the data's own history is longer). */
  logs: number;
  /** How far back referrals go. */
  days: number;
  /**
   * Businesses (the first by id, in groups) with a long history of renames beside their creation:
   * the paged history measured at scale (seed/history.ts).
   */
  busyHistories?: readonly { businesses: number; revisions: number }[];
  /**
   * Leave the sign-ins that fill the log up to `logs` to the database (`fillLogs` in
   * seed/logs.ts): a million entries made there, set-based, take seconds instead of minutes.
   */
  logsInDatabase?: boolean;
};

export type Dataset = {
  regions: SeedRow[];
  categories: SeedRow[];
  businesses: SeedRow[];
  businessCategories: SeedRow[];
  users: SeedRow[];
  userTokens: SeedRow[];
  referrals: SeedRow[];
  transactions: SeedRow[];
  logs: SeedRow[];
};

const DAY = 24 * 60 * 60 * 1000;

type Person = { id: number; firstName: string; lastName: string; verified: boolean };

/**
 * Deterministic demo data ending at `now`. The two demo accounts' password hashes are passed in
 * (each with its own salt) because hashing is slow; everyone else has an unusable password of
 * their own and can set one through the password-reset link.
 */
export function generateDataset(
  size: DatasetSize,
  now: Date,
  demoHashes: readonly [string, string],
): Dataset {
  const random = new Random(20_240_630);
  const end = now.getTime();
  const start = end - size.days * DAY;
  const at = (time: number) => new Date(Math.min(time, end)).toISOString();
  const between = (from: number, to: number) => from + Math.floor(random.next() * Math.max(0, to - from));
  const logs: SeedRow[] = [];
  const log = (time: number, action: string, model: string, message: string, userId: number | null) =>
    logs.push({ message, action, model, user_id: userId, created_at: at(time) });
  const admin: Person = { id: 1, ...DEMO_ADMIN, verified: true };
  const adminName = `${admin.firstName} ${admin.lastName}`;

  const regions = REGION_NAMES.slice(0, size.regions).map((name, i) => ({
    id: i + 1,
    name,
    created_at: at(start - DAY),
  }));
  const categories = CATEGORY_NAMES.slice(0, size.categories).map((name, i) => ({
    id: i + 1,
    name,
    created_at: at(start - DAY),
  }));
  for (const region of regions)
    log(start - DAY, 'CREATE', 'REGION', `${adminName} created region ${region.name}`, admin.id);
  for (const category of categories)
    log(start - DAY, 'CREATE', 'CATEGORY', `${adminName} created category ${category.name}`, admin.id);

  const businessNames = new Set<string>();
  const businesses: SeedRow[] = [];
  const businessCategories: SeedRow[] = [];
  for (let id = 1; id <= size.businesses; id++) {
    let name = '';
    for (let attempt = 0; name === '' || businessNames.has(name.toLowerCase()); attempt++) {
      const base = `${random.pick(BUSINESS_PREFIXES)} ${random.pick(CATEGORY_NAMES.slice(0, size.categories))}${random.pick(BUSINESS_SUFFIXES)}`;
      name = attempt < 20 ? base : `${base} ${id}`;
    }
    businessNames.add(name.toLowerCase());
    const created = between(start - 30 * DAY, start);
    businesses.push({ id, name, region_id: random.int(1, regions.length), created_at: at(created) });
    for (const category of random.sample(categories, random.int(1, 3))) {
      businessCategories.push({ business_id: id, category_id: category.id });
    }
    log(created, 'CREATE', 'BUSINESS', `${adminName} created business ${name}`, admin.id);
  }

  const people: Person[] = [admin, { id: 2, ...DEMO_USER, verified: true }];
  const users: SeedRow[] = [];
  const userTokens: SeedRow[] = [];
  const emailsUsed = new Set([DEMO_ADMIN.email, DEMO_USER.email]);
  const mobile = () => `04${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
  for (const [i, person] of people.entries()) {
    users.push({
      id: person.id,
      email: i === 0 ? DEMO_ADMIN.email : DEMO_USER.email,
      first_name: person.firstName,
      last_name: person.lastName,
      mobile: mobile(),
      is_admin: i === 0,
      is_active: true,
      business_id: i === 0 ? null : 1,
      password_hash: i === 0 ? demoHashes[0] : demoHashes[1],
      verified_at: at(start - 2 * DAY),
      created_at: at(start - 2 * DAY),
    });
  }
  for (let n = 0; n < size.users + size.unverified; n++) {
    const id = people.length + 1;
    const verified = n < size.users;
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const local = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    let email = `${local}@example.com`;
    for (let k = 2; emailsUsed.has(email); k++) email = `${local}${k}@example.com`;
    emailsUsed.add(email);
    const invited = verified ? between(start, end - 30 * DAY) : between(end - 5 * DAY, end - DAY);
    people.push({ id, firstName, lastName, verified });
    users.push({
      id,
      email,
      first_name: firstName,
      last_name: lastName,
      mobile: mobile(),
      // A few more admins, so the list shows both kinds.
      is_admin: verified && n % 25 === 0,
      is_active: !verified || n % 17 !== 5,
      business_id: random.chance(0.85) ? random.int(1, size.businesses) : null,
      // A value of its own per account that no password matches (hashing thousands would be slow);
      // these users set a password through the reset link.
      password_hash: verified ? `unusable$${n}$${random.int(0, 2 ** 31)}` : null,
      verified_at: verified ? at(invited + between(DAY / 24, 3 * DAY)) : null,
      created_at: at(invited),
    });
    log(invited, 'INVITE', 'USER', `${adminName} invited ${firstName} ${lastName}`, admin.id);
    if (verified) log(invited + DAY, 'VERIFY', 'USER', `${firstName} ${lastName} verified their account`, id);
    // A pending invitation: the link itself went out by mail and is not known here.
    else
      userTokens.push({
        user_id: id,
        purpose: 'verify',
        token_hash: hashToken(newToken()),
        expires_at: at(invited + 7 * DAY),
        created_at: at(invited),
      });
  }
  const verifiedPeople = people.filter((person) => person.verified);

  const referrals: SeedRow[] = [];
  const transactions: SeedRow[] = [];
  const importances = ['Hot', 'Medium', 'Low'];
  for (let id = 1; id <= size.referrals; id++) {
    // Spread evenly over the period, newest last, so every financial year has some.
    const created =
      start + Math.floor(((id - 0.5) / size.referrals) * (end - start)) - random.int(0, DAY / 2);
    const referrerId = random.int(1, size.businesses);
    let referredToId = random.int(1, size.businesses - 1);
    if (referredToId >= referrerId) referredToId += 1;
    const roll = random.next();
    const acceptance = roll < 0.35 ? 'Pending' : roll < 0.8 ? 'Accepted' : 'Declined';
    const customerBusiness = random.pick(CUSTOMER_BUSINESSES);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.chance(0.8) ? random.pick(LAST_NAMES) : null;
    const slug = customerBusiness
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
    const updated = acceptance === 'Pending' ? created : between(created, Math.min(end, created + 20 * DAY));
    referrals.push({
      id,
      business_name: customerBusiness,
      description: random.chance(0.75) ? random.pick(DESCRIPTIONS) : null,
      importance: importances[id % 3] ?? 'Hot',
      acceptance_type: acceptance,
      customer_type: acceptance === 'Accepted' ? random.pick(CUSTOMER_TYPES) : null,
      closure_reason: acceptance === 'Declined' ? random.pick(CLOSURE_REASONS) : null,
      first_name: firstName,
      last_name: lastName,
      email: random.chance(0.7)
        ? `${firstName
            .normalize('NFD')
            .replace(/[^A-Za-z]/g, '')
            .toLowerCase()}@${slug}.example`
        : null,
      mobile: mobile(),
      website: random.chance(0.5) ? `https://www.${slug}.example` : null,
      referrer_id: referrerId,
      referred_to_id: referredToId,
      created_at: at(created),
      updated_at: at(updated),
    });
    const author = random.chance(0.6) ? admin : random.pick(verifiedPeople);
    log(
      created,
      'CREATE',
      'REFERRAL',
      `${author.firstName} ${author.lastName} created referral ${customerBusiness}`,
      author.id,
    );
    if (acceptance !== 'Accepted') continue;
    for (let t = random.int(1, 3); t > 0; t--) {
      const paid = between(created, end);
      const cents = random.int(5_000, 500_000);
      transactions.push({
        referral_id: id,
        amount: (cents / 100).toFixed(2),
        date: new Date(paid).toISOString().slice(0, 10),
        created_at: at(paid),
        updated_at: at(paid),
      });
      log(
        paid,
        'UPDATE',
        'REFERRAL',
        `${adminName} added a transaction of ${dollars(cents / 100)} to referral ${customerBusiness}`,
        admin.id,
      );
    }
  }

  // Sign-ins and password resets fill the log up to the requested size.
  while (!size.logsInDatabase && logs.length < size.logs) {
    const person = random.pick(verifiedPeople);
    const time = between(start, end);
    const name = `${person.firstName} ${person.lastName}`;
    if (random.chance(0.05)) {
      log(time, 'REQUEST_PASSWORD_RESET', 'USER', `${name} requested a password reset`, person.id);
      log(time + 10 * 60 * 1000, 'PASSWORD_RESET', 'USER', `${name} reset their password`, person.id);
    } else {
      log(time, 'LOGIN', 'USER', `${name} signed in`, person.id);
    }
  }
  // Ids follow time, as they would have if the history had happened.
  logs.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));

  return {
    regions,
    categories,
    businesses,
    businessCategories,
    users,
    userTokens,
    referrals,
    transactions,
    logs,
  };
}
