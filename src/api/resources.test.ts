import { isRecordModel, modelOfRoute, RECORD_MODELS, resource, ROUTED } from './resources';

describe('the resource registry', () => {
  it('lists every model in the drawer and palette order', () => {
    expect(RECORD_MODELS).toEqual(['BUSINESS', 'REFERRAL', 'TRANSACTION', 'USER', 'REGION', 'CATEGORY']);
  });

  it('knows the models of the contract, and nothing else', () => {
    expect(['BUSINESS', 'TRANSACTION', 'CATEGORY'].every(isRecordModel)).toBe(true);
    expect([undefined, null, 'PLANET', 'business', 3, {}].some(isRecordModel)).toBe(false);
  });

  it('routes the resources with pages of their own, in order, and not transactions', () => {
    expect(ROUTED.map(({ model, label, route }) => [model, label, route.name, route.param])).toEqual([
      ['BUSINESS', 'Business', 'businesses', 'businessId'],
      ['REFERRAL', 'Referral', 'referrals', 'referralId'],
      ['USER', 'User', 'users', 'userId'],
      ['REGION', 'Region', 'regions', 'regionId'],
      ['CATEGORY', 'Category', 'categories', 'categoryId'],
    ]);
  });

  it('finds the model of a URL segment', () => {
    expect(modelOfRoute('businesses')).toBe('BUSINESS');
    expect(modelOfRoute('categories')).toBe('CATEGORY');
    expect(modelOfRoute('transactions')).toBeUndefined();
    expect(modelOfRoute('planets')).toBeUndefined();
  });

  it("gives a model's entry", () => {
    expect(resource('TRANSACTION')).toMatchObject({ label: 'Transaction', tag: 'Transaction', route: null });
    expect(resource('REGION')).toMatchObject({ label: 'Region', tag: 'Region', inLog: true });
  });
});
