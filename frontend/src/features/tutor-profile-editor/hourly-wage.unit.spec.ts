import { hourlyWageInput, roundedHourlyWage } from './hourly-wage';

describe('the hourly rate field', () => {
  it('keeps at most 4 characters of digits, dot and minus', () => {
    expect(hourlyWageInput('$45.50/h')).toBe('45.5');
    expect(hourlyWageInput('12345')).toBe('1234');
    expect(hourlyWageInput('-3')).toBe('-3');
    expect(hourlyWageInput('abc')).toBe('');
  });

  it('rounds to a whole number, at least 1 between 0 and 1', () => {
    expect(roundedHourlyWage('12.6')).toBe(13);
    expect(roundedHourlyWage('12.4')).toBe(12);
    expect(roundedHourlyWage('0.4')).toBe(1);
    expect(roundedHourlyWage('.5')).toBe(1);
    expect(roundedHourlyWage('9999')).toBe(9999);
  });

  it('is no rate at 0, below 0 or when it is not a number', () => {
    expect(['0', '-5', '', '.', '1.2.3', '--1'].map(roundedHourlyWage)).toEqual([null, null, null, null, null, null]);
  });
});
