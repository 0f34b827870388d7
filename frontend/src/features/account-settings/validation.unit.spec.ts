import { validateChangePassword } from './validation';

describe('change-password validation', () => {
  it('needs the current password, a valid new one and the same confirmation', () => {
    expect(validateChangePassword({ oldPass: '', newPass: '1234567', confirmation: '' })).toEqual({
      oldPass: 'accountSettings.validation.oldPass',
      newPass: 'accountSettings.validation.newPass',
    });
    expect(validateChangePassword({ oldPass: 'x', newPass: '12345678', confirmation: '12345679' })).toEqual({
      confirmation: 'accountSettings.validation.passwordMismatch',
    });
    expect(validateChangePassword({ oldPass: 'x', newPass: '12345678', confirmation: '12345678' })).toEqual({});
  });
});
