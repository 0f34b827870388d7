import {
  collectErrors,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhoneNumber,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateOptionalPhoneNumber,
  validatePassword,
  validatePasswordConfirmation,
} from './validation';

describe('auth validation', () => {
  it.each(['ana@example.com', 'a@b.c', ' ana@example.com ', 'first.last+tag@mail.example.org'])('accepts the email %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each(['', 'ana', 'ana@example', '@example.com', 'ana@.com', 'ana example@mail.com', 'ana@exa mple.com', 'ana@@example.com'])(
    'rejects the email %p with the spec message id',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
      expect(validateEmail(email)).toBe('auth.validation.email');
    },
  );

  it('accepts a password longer than 7 characters, nothing shorter', () => {
    expect(isValidPassword('12345678')).toBe(true);
    expect(isValidPassword('1234567')).toBe(false);
    expect(validatePassword('')).toBe('auth.validation.password');
  });

  it('refuses a password of nothing but spaces, and keeps spaces inside one', () => {
    expect(validatePassword('        ')).toBe('auth.validation.password');
    expect(validatePassword('\t \n     ')).toBe('auth.validation.password');
    expect(validatePassword('  my pass phrase  ')).toBeUndefined();
  });

  it('accepts names that are not empty after trimming', () => {
    expect(isValidName(' Ana ')).toBe(true);
    expect(isValidName('   ')).toBe(false);
    expect(validateFirstName('\t')).toBe('auth.validation.firstName');
    expect(validateLastName('')).toBe('auth.validation.lastName');
    expect(validateLastName('López')).toBeUndefined();
    expect(validateFirstName(` ${'a'.repeat(40)} `)).toBeUndefined();
    expect(validateFirstName('a'.repeat(41))).toBe('valueBounds.atMost40Characters');
    expect(validateLastName('a'.repeat(80))).toBeUndefined();
    expect(validateLastName('a'.repeat(100_000))).toBe('valueBounds.atMost80Characters');
  });

  it.each(['(415) 555-2671', '1 (415) 555-2671', '415-555-2671', '4155552671', '14155552671', '+1 415 555 2671', '415.555.2671', ' (415) 555-2671 '])(
    'accepts the US phone number %p',
    (phone) => expect(isValidPhoneNumber(phone)).toBe(true),
  );

  it.each(['555-2671', '415555267', '24155552671', '(415 555-2671', '(015) 555-2671', '(415) 155-2671', '415-555-26711', 'phone'])(
    'rejects the phone number %p',
    (phone) => expect(isValidPhoneNumber(phone)).toBe(false),
  );

  it('treats the phone number as optional', () => {
    expect(validateOptionalPhoneNumber('')).toBeUndefined();
    expect(validateOptionalPhoneNumber('  ')).toBeUndefined();
    expect(validateOptionalPhoneNumber('12')).toBe('auth.validation.phoneNumber');
  });

  it('checks that the confirmation repeats the password', () => {
    expect(validatePasswordConfirmation('secret-pass', 'secret-pass')).toBeUndefined();
    expect(validatePasswordConfirmation('secret-pass', 'secret-pas')).toBe('auth.validation.passwordMismatch');
  });

  it('collects only the failing fields', () => {
    expect(collectErrors({ email: validateEmail('x'), password: validatePassword('long enough') })).toEqual({ email: 'auth.validation.email' });
  });
});
