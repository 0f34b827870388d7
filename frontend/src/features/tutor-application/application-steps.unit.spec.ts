import { birthdayMessageId, isCompletePhone, isValidGpa, maskBirthday, maskPhone, stepEnumOf } from './application-steps';

describe('application step rules in the browser', () => {
  const today = new Date(2026, 10, 22);

  it('masks phone numbers as (999) 999-9999, or 9 (999) 999-9999 when they start with 1', () => {
    expect(maskPhone('5125550100')).toBe('(512) 555-0100');
    expect(maskPhone('15125550100')).toBe('1 (512) 555-0100');
    expect(maskPhone('512-55')).toBe('(512) 55');
    expect(maskPhone('(512) 555-01009999')).toBe('(512) 555-0100');
    expect(isCompletePhone('(512) 555-0100')).toBe(true);
    expect(isCompletePhone('1 (512) 555-0100')).toBe(true);
    expect(isCompletePhone('(512) 555-010')).toBe(false);
  });

  it('asks a real mm/dd/yyyy birthday at least 14 years ago', () => {
    expect(birthdayMessageId('02/29/2008', today)).toBeUndefined();
    expect(birthdayMessageId('2008-02-29', today)).toBe('tutorApplication.validation.dob');
    expect(birthdayMessageId('02/30/2008', today)).toBe('tutorApplication.validation.dob');
    expect(birthdayMessageId('11/23/2012', today)).toBe('tutorApplication.validation.tooYoung');
    expect(birthdayMessageId('11/22/2012', today)).toBeUndefined();
    expect(maskBirthday('02292008')).toBe('02/29/2008');
  });

  it('takes a GPA of a digit, a dot and one or two digits up to 5, or none', () => {
    for (const gpa of ['', '3.5', '4.00', '5.0']) expect(isValidGpa(gpa)).toBe(true);
    for (const gpa of ['5.5', '35', '3.', '3.555']) expect(isValidGpa(gpa)).toBe(false);
  });

  it('names steps as the API does', () => {
    expect(stepEnumOf('core-subjects')).toBe('CORE_SUBJECTS');
    expect(stepEnumOf('about')).toBe('ABOUT');
  });
});
