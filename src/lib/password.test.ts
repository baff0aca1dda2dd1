import {
  estimatePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordLength,
  passwordProblem,
} from './password';

describe('password policy', () => {
  it('matches the server: 8 to 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each([
    ['', PASSWORD_TOO_SHORT],
    ['1234567', PASSWORD_TOO_SHORT],
    ['12345678', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), PASSWORD_TOO_LONG],
  ])('passwordProblem(%j) is %j', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('has no composition rules: letters only, spaces and any script are fine', () => {
    expect(passwordProblem('all lower case words')).toBeNull();
    expect(passwordProblem('        ')).toBeNull();
    expect(passwordProblem('пароль-пароль')).toBeNull();
  });

  it('counts characters as the server does (code points), so an emoji is one', () => {
    expect(passwordLength('🔑🔑🔑🔑')).toBe(4);
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('🔑'.repeat(128))).toBeNull();
    expect(passwordProblem('🔑'.repeat(129))).toBe(PASSWORD_TOO_LONG);
  });
});

describe('estimatePassword', () => {
  it('says nothing for an empty password', () => {
    expect(estimatePassword('')).toMatchObject({ strength: 'empty', label: '' });
  });

  it('calls a short password too short, and a huge one too long', () => {
    expect(estimatePassword('Xk9#')).toMatchObject({ strength: 'too-short', label: 'Too short' });
    expect(estimatePassword('a'.repeat(200))).toMatchObject({ strength: 'too-long', label: 'Too long' });
  });

  it.each(['password', 'Password1!', 'P@ssw0rd2024', 'qwertyuiop', 'iloveyou', 'referrals'])(
    'calls the common password %s weak',
    (password) => {
      expect(estimatePassword(password)).toMatchObject({
        strength: 'weak',
        label: 'Weak',
        advice: 'This is a commonly used password',
      });
    },
  );

  it.each(['aaaaaaaaaaaa', '12345678901234', 'abcdefghijklmn', 'zyxwvutsrqpo', 'asdfghjkl;asdf'])(
    'calls the repeated or sequential %s weak',
    (password) => {
      expect(estimatePassword(password).strength).toBe('weak');
    },
  );

  it("calls a password built on the person's name weak", () => {
    expect(estimatePassword('lovelace-1815', ['Ada', 'Lovelace'])).toMatchObject({
      strength: 'weak',
      advice: 'Avoid using your name',
    });
    // Too short a name to mean anything is not held against the password.
    expect(estimatePassword('Jo-granite-viking', ['Jo']).strength).not.toBe('weak');
  });

  it('rates by unpredictable length, so long passphrases are strong without symbols', () => {
    expect(estimatePassword('mpxbtkzq').strength).toBe('fair');
    expect(estimatePassword('correct horse battery staple').strength).toBe('strong');
    expect(estimatePassword('granite viking orbit').strength).toBe('strong');
    expect(estimatePassword('Tq8#vLm2&zR').strength).toBe('strong');
  });

  it('grows with length', () => {
    const short = estimatePassword('gravel-mint').bits;
    const long = estimatePassword('gravel-mint-harbour').bits;
    expect(long).toBeGreaterThan(short);
  });
});
