import { sameId, toId } from './sameId';

describe('ids compared as numbers', () => {
  it('matches a number and the same number written as a string', () => {
    expect(sameId(3, '3')).toBe(true);
    expect(sameId('3', 3)).toBe(true);
    expect(sameId(3, 3)).toBe(true);
  });

  it('does not match different ids, or anything that is not an id', () => {
    expect(sameId(3, 4)).toBe(false);
    expect(sameId(3, '3a')).toBe(false);
    expect(sameId(undefined, undefined)).toBe(false);
    expect(sameId(null, null)).toBe(false);
    expect(sameId('', 0)).toBe(false);
  });

  it('reads ids as numbers, or null', () => {
    expect(toId('12')).toBe(12);
    expect(toId(12)).toBe(12);
    expect(toId(1.5)).toBeNull();
    expect(toId('1.5')).toBeNull();
    expect(toId(null)).toBeNull();
    expect(toId({ id: 1 })).toBeNull();
  });
});
