import {
  ACTION_ITEMS,
  businessItems,
  pageItems,
  PER_GROUP,
  referralItems,
  searchPalette,
  userItems,
} from './paletteItems';

const pages = pageItems([
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/businesses', label: 'Businesses' },
  { to: '/logout', label: 'Sign Out' },
]);
const labels = (query: string, items = all) =>
  searchPalette(items, query).map((section) => [section.group, section.items.map((item) => item.label)]);

const businesses = businessItems([
  { id: 1, name: 'Harbour Plumbing', region: { name: 'North' } },
  { id: 2, name: 'Plumbing Plus', region: { name: 'South' } },
  { id: 3, name: 'Acme Replumbing', region: { name: 'South' } },
]);
const all = [...pages, ...ACTION_ITEMS, ...businesses];

describe('searchPalette', () => {
  it('lists only the screens (never Sign Out) and the create actions before anything is typed', () => {
    expect(labels('')).toEqual([
      ['Pages', ['Dashboard', 'Businesses']],
      ['Actions', ['Create Business', 'Create Referral', 'Create User', 'Create Region', 'Create Category']],
    ]);
  });

  it('puts names starting with the query first, then a word starting with it, then the rest', () => {
    expect(labels('plumb')).toEqual([
      ['Businesses', ['Plumbing Plus', 'Harbour Plumbing', 'Acme Replumbing']],
    ]);
  });

  it('matches every word in any order and any case, in names and details', () => {
    expect(labels('SOUTH plus')).toEqual([['Businesses', ['Plumbing Plus']]]);
    const referrals = referralItems([
      {
        id: 9,
        businessName: 'Kitchen refit',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@harbour.example',
      },
    ]);
    expect(labels('hopper GRACE@', referrals)).toEqual([['Referrals', ['Kitchen refit']]]);
  });

  it(`lists at most ${PER_GROUP} records of a kind, the best ones`, () => {
    const many = businessItems(
      Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Shop ${40 - i}`, region: null })),
    );
    const [section] = searchPalette(many, 'shop');
    expect(section?.items.map((item) => item.label)).toEqual([
      'Shop 1',
      'Shop 2',
      'Shop 3',
      'Shop 4',
      'Shop 5',
      'Shop 6',
    ]);
  });

  it('marks invited users and leads every record to its page', () => {
    const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    const [section] = searchPalette(
      userItems([{ id: 1, ...person }], [{ id: 2, ...person, firstName: 'Adam' }]),
      'ada',
    );
    expect(section?.items.map((item) => [item.label, item.detail, item.to])).toEqual([
      ['Ada Lovelace', 'ada@example.com', '/users/1'],
      ['Adam Lovelace', 'ada@example.com · invited', '/users/2'],
    ]);
  });

  it('finds nothing for a query nothing holds', () => {
    expect(labels('zzz')).toEqual([]);
  });
});
