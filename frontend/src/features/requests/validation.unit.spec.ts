import { RequestFormValues, requestFieldOf, validateTutorRequest } from './validation';

const VALID: RequestFormValues = {
  subject: 'Algebra 1',
  gradeLevel: 'High School',
  sessionType: 'no-preference',
  zipCode: '78701',
  city: 'Austin',
  state: 'TX',
  daysAvailable: ['MONDAY'],
  timeAvailable: 'After 5 pm',
  firstMessage: '',
};

describe('validateTutorRequest (spec section 5, Tutor request form)', () => {
  it('accepts a complete request; the first message may be empty', () => {
    expect(validateTutorRequest(VALID)).toEqual({});
  });

  it('flags every missing field at once', () => {
    expect(validateTutorRequest({ ...VALID, subject: '  ', gradeLevel: '', zipCode: '', city: '', state: '', daysAvailable: [], timeAvailable: ' ' })).toEqual({
      subject: 'requests.validation.subject',
      gradeLevel: 'requests.validation.gradeLevel',
      zipCode: 'requests.validation.zipCode',
      daysAvailable: 'requests.validation.daysAvailable',
      timeAvailable: 'requests.validation.timeAvailable',
    });
  });

  it('needs ZIP, city and state unless the sessions are online', () => {
    expect(validateTutorRequest({ ...VALID, city: '' })).toEqual({ zipCode: 'requests.validation.zipCode' });
    expect(validateTutorRequest({ ...VALID, sessionType: 'in-person', zipCode: '' })).toEqual({ zipCode: 'requests.validation.zipCode' });
    expect(validateTutorRequest({ ...VALID, sessionType: 'online', zipCode: '', city: '', state: '' })).toEqual({});
  });

  it('maps the server’s field names to the form’s', () => {
    expect(requestFieldOf('input.subject')).toBe('subject');
    expect(requestFieldOf('state')).toBe('zipCode');
    expect(requestFieldOf('tutorId')).toBeUndefined();
  });
});
