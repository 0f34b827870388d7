import { displayPhoneNumber, isVerificationCode, maskPhoneNumber, toE164 } from './phone-number';

describe('phone number mask (spec section 5)', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['512', '(512'],
    ['5125', '(512) 5'],
    ['512555', '(512) 555'],
    ['5125550100', '(512) 555-0100'],
    ['51255501009', '(512) 555-0100'],
    ['(512) 555-01', '(512) 555-01'],
    ['1', '1'],
    ['15', '1 (5'],
    ['15125550100', '1 (512) 555-0100'],
    ['abc', ''],
  ])('masks %p as %p', (typed, masked) => {
    expect(maskPhoneNumber(typed)).toBe(masked);
  });

  it('gives E.164 only for a complete US number', () => {
    expect(toE164('(512) 555-0100')).toBe('+15125550100');
    expect(toE164('1 (512) 555-0100')).toBe('+15125550100');
    expect(toE164('(512) 555-010')).toBeNull();
    expect(toE164('(012) 555-0100')).toBeNull();
  });

  it('shows a stored number masked', () => {
    expect(displayPhoneNumber('+15125550100')).toBe('(512) 555-0100');
    expect(displayPhoneNumber(null)).toBe('');
  });

  it('accepts 6-digit codes', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode(' 123456 ')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
  });
});
