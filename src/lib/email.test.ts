import { isStandardEmail } from './email';

describe('isStandardEmail', () => {
  it('accepts ordinary addresses, plus tags and subdomains', () => {
    expect(isStandardEmail('grace@example.com')).toBe(true);
    expect(isStandardEmail('grace.hopper+news@mail.example.co.uk')).toBe(true);
  });

  it('refuses what the server refuses, also where a loose name@domain.tld check would pass', () => {
    for (const address of [
      'grace@',
      'grace@example',
      'grace@-harbour.example',
      'grace@example..com',
      'gr ace@example.com',
    ])
      expect(isStandardEmail(address)).toBe(false);
  });

  it('accepts an address of exactly the API limit and refuses one character more', () => {
    // 64 + 1 + 63 + 1 + 63 + 1 + n + 1 + 7 characters, every part within the standard's limits.
    const address = (n: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(n)}.example`;
    expect(address(53)).toHaveLength(254);
    expect(isStandardEmail(address(53))).toBe(true);
    expect(isStandardEmail(address(54))).toBe(false);
  });
});
