import { isOneOf } from './isOneOf';

describe('isOneOf', () => {
  const sizes = ['small', 'large'] as const;
  it('knows the values of the list and nothing else', () => {
    expect(isOneOf(sizes, 'small')).toBe(true);
    expect(isOneOf(sizes, 'large')).toBe(true);
    expect(isOneOf(sizes, 'Small')).toBe(false);
    expect(isOneOf(sizes, '')).toBe(false);
    expect(isOneOf(sizes, null)).toBe(false);
    expect(isOneOf(sizes, undefined)).toBe(false);
  });
});
