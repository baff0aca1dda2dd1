import { fullName } from './fullName';

describe('fullName', () => {
  it('joins first and last name with one space', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('leaves no stray space when the last name is empty or missing', () => {
    expect(fullName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(fullName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(fullName({ firstName: 'Ada' })).toBe('Ada');
  });
});
