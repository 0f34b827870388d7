import { ForbiddenError } from '../shared/domain-error';
import { deciderSpecification } from '../test-support/decider-specification';
import { TutoringRequestCommand, TutoringRequestForm } from './tutoring-request.commands';
import { tutoringRequestDecider } from './tutoring-request.decider';
import { TutoringRequestEvent, TutoringRequestSent } from './tutoring-request.events';
import { TutoringRequestMessages as Messages } from './tutoring-request.rules';

const now = new Date('2026-11-22T10:00:00.000Z');
const spec = deciderSpecification(tutoringRequestDecider);
const FILE = { filename: 'syllabus.pdf', mimetype: 'application/pdf', url: '/files/0b6e1f9c-2c1d-4a57-9a39-8f0d3c3b1a11/syllabus.pdf' };

const form = (overrides: Partial<TutoringRequestForm> = {}): TutoringRequestForm => ({
  subject: ' Algebra 1 ',
  gradeLevel: 'High School',
  sessionType: 'in-person',
  zipCode: '78701-1234',
  city: 'Austin',
  state: 'tx',
  daysAvailable: ['friday', 'MONDAY', 'MONDAY'],
  timeAvailable: 'After 4 pm',
  firstMessage: 'Hi! My son needs help with equations.',
  files: [FILE],
  ...overrides,
});

const command = <C extends TutoringRequestCommand>(type: C['type'], data: C['data'], actorId: string | null): C =>
  ({ type, data, metadata: { now, actorId } }) as C;
const send = (overrides: Partial<TutoringRequestForm> = {}, tutorId: string | null = 't1', actorId = 'c1') =>
  command('SendTutoringRequest', { requestId: 'r1', clientId: 'c1', tutorId, conversationId: tutorId ? 'conv1' : null, form: form(overrides) }, actorId);

const sent: TutoringRequestSent = {
  type: 'TutoringRequestSent',
  data: {
    requestId: 'r1',
    clientId: 'c1',
    tutorId: 't1',
    subject: 'Algebra 1',
    gradeLevel: 'HIGH_SCHOOL',
    sessionType: 'in-person',
    zipCode: '78701',
    city: 'Austin',
    state: 'TX',
    daysAvailable: ['MONDAY', 'FRIDAY'],
    timeAvailable: 'After 4 pm',
    firstMessage: 'Hi! My son needs help with equations.',
    files: [FILE],
    conversationId: 'conv1',
    sentAt: now.toISOString(),
  },
};
const accepted: TutoringRequestEvent = {
  type: 'TutoringRequestAccepted',
  data: { requestId: 'r1', tutorId: 't1', pairId: 'p1', conversationId: 'conv1', acceptedAt: now.toISOString(), how: 'REQUEST' },
};
const declined: TutoringRequestEvent = { type: 'TutoringRequestDeclined', data: { requestId: 'r1', clientId: 'c1', message: 'Fully booked.', declinedAt: now.toISOString() } };
const cancelled: TutoringRequestEvent = { type: 'TutoringRequestCancelled', data: { requestId: 'r1', cancelledAt: now.toISOString() } };

describe('tutoring request decider', () => {
  describe('send', () => {
    it('records the normalised form: trimmed text, grade key, ZIP cut to 5 digits, days in week order', () => {
      spec.given([]).when(send()).then([sent]);
    });

    it('keeps no location for online sessions and defaults the session type to no preference', () => {
      spec
        .given([])
        .when(send({ sessionType: 'online', zipCode: '', city: null, state: null }))
        .then([{ ...sent, data: { ...sent.data, sessionType: 'online', zipCode: null, city: null, state: null } }]);
      spec
        .given([])
        .when(send({ sessionType: '' }))
        .then([{ ...sent, data: { ...sent.data, sessionType: 'no-preference' } }]);
    });

    it('takes University as the college grade', () => {
      spec.given([]).when(send({ gradeLevel: 'University' })).then([{ ...sent, data: { ...sent.data, gradeLevel: 'COLLEGE' } }]);
    });

    it('records a request to the team (requestATutor) without a tutor or conversation', () => {
      spec.given([]).when(send({}, null)).then([{ ...sent, data: { ...sent.data, tutorId: null, conversationId: null } }]);
    });

    it.each<[string, Partial<TutoringRequestForm>, string]>([
      ['subject', { subject: '  ' }, Messages.subject],
      ['subject', { subject: 'fucking algebra' }, Messages.subject],
      ['gradeLevel', { gradeLevel: '' }, Messages.gradeLevel],
      ['gradeLevel', { gradeLevel: 'Kindergarten' }, Messages.gradeLevel],
      ['zipCode', { zipCode: '' }, Messages.zipCode],
      ['zipCode', { zipCode: '787' }, Messages.zipCode],
      ['zipCode', { city: ' ' }, Messages.zipCode],
      ['zipCode', { sessionType: 'no-preference', state: '' }, Messages.zipCode],
      ['daysAvailable', { daysAvailable: [] }, Messages.daysAvailable],
      ['daysAvailable', { daysAvailable: ['FUNDAY'] }, Messages.daysAvailable],
      ['timeAvailable', { timeAvailable: '' }, Messages.timeAvailable],
      ['timeAvailable', { timeAvailable: 'shit hours' }, Messages.timeAvailable],
      ['firstMessage', { firstMessage: 'you are an asshole' }, Messages.firstMessage],
      ['sessionType', { sessionType: 'sometimes' }, Messages.sessionType],
      ['files', { files: [{ filename: 'x.pdf', mimetype: 'application/pdf', url: 'https://evil.example/x.pdf' }] }, Messages.files],
    ])('refuses an invalid %s with the spec message', (field, overrides, message) => {
      spec.given([]).when(send(overrides)).thenThrows(message, { [field]: message });
    });

    it('reports every invalid field at once, headlined by the first', () => {
      spec
        .given([])
        .when(send({ subject: '', gradeLevel: '', daysAvailable: [], timeAvailable: '' }))
        .thenThrows(Messages.subject, {
          subject: Messages.subject,
          gradeLevel: Messages.gradeLevel,
          daysAvailable: Messages.daysAvailable,
          timeAvailable: Messages.timeAvailable,
        });
    });

    it('allows an empty first message: only its words are checked', () => {
      spec.given([]).when(send({ firstMessage: '' })).then([{ ...sent, data: { ...sent.data, firstMessage: '' } }]);
    });

    it('records nothing for a retried send of the same request', () => {
      spec.given([sent]).when(send()).thenNothingHappened();
    });

    it('refuses a send on behalf of someone else, and a request to oneself', () => {
      spec.given([]).when(send({}, 't1', 'someone-else')).thenThrows(ForbiddenError);
      spec.given([]).when(command('SendTutoringRequest', { requestId: 'r1', clientId: 'c1', tutorId: 'c1', conversationId: 'x', form: form() }, 'c1')).thenThrows(Messages.ownTutor);
    });

    it('refuses a city over 200 characters, a state that is no US code, and file names, types and links beyond their lengths', () => {
      const HUGE = 'x'.repeat(100_000);
      spec.given([]).when(send({ city: HUGE })).thenThrows(Messages.city, { city: Messages.city });
      spec.given([]).when(send({ state: 'Texas' })).thenThrows(Messages.zipCode, { zipCode: Messages.zipCode });
      for (const file of [{ ...FILE, filename: HUGE }, { ...FILE, mimetype: HUGE }, { ...FILE, url: `${FILE.url}${HUGE}` }]) {
        spec.given([]).when(send({ files: [file] })).thenThrows(Messages.files, { files: Messages.files });
      }
    });
  });

  describe('edit', () => {
    const edit = (changes: Partial<TutoringRequestForm>, actorId = 'c1') => command('EditTutoringRequest', { changes }, actorId);

    it('records only the fields that changed, normalised', () => {
      spec
        .given([sent])
        .when(edit({ subject: 'Geometry', daysAvailable: ['monday', 'friday'], timeAvailable: 'After 4 pm' }))
        .then([{ type: 'TutoringRequestEdited', data: { requestId: 'r1', clientId: 'c1', subject: 'Geometry', editedAt: now.toISOString() } }]);
    });

    it('drops the location when the sessions become online', () => {
      spec
        .given([sent])
        .when(edit({ sessionType: 'online' }))
        .then([{ type: 'TutoringRequestEdited', data: { requestId: 'r1', clientId: 'c1', sessionType: 'online', zipCode: null, city: null, state: null, editedAt: now.toISOString() } }]);
    });

    it('records nothing for an edit that changes nothing', () => {
      spec.given([sent]).when(edit({ subject: ' Algebra 1' })).thenNothingHappened();
    });

    it('checks the edited form as the request form', () => {
      spec.given([sent]).when(edit({ gradeLevel: '' })).thenThrows(Messages.gradeLevel, { gradeLevel: Messages.gradeLevel });
    });

    it('is for the client only, and only while pending', () => {
      spec.given([sent]).when(edit({ subject: 'Geometry' }, 't1')).thenThrows(ForbiddenError);
      spec.given([sent, accepted]).when(edit({ subject: 'Geometry' })).thenThrows(Messages.notPending);
      spec.given([]).when(edit({ subject: 'Geometry' })).thenThrows(Messages.notFound);
    });
  });

  describe('accept, decline and cancel', () => {
    const accept = (actorId = 't1') => command('AcceptTutoringRequest', { pairId: 'p1', conversationId: 'conv1', how: 'REQUEST' }, actorId);
    const decline = (message = 'Fully booked.', actorId = 't1') => command('DeclineTutoringRequest', { message }, actorId);
    const cancel = (actorId = 'c1') => command('CancelTutoringRequest', {}, actorId);

    it('lets the tutor accept a pending request, once', () => {
      spec.given([sent]).when(accept()).then([accepted]);
      spec.given([sent, accepted]).when(accept()).thenNothingHappened();
    });

    it('lets the tutor decline with a message, once', () => {
      spec.given([sent]).when(decline(' Fully booked. ')).then([declined]);
      spec.given([sent, declined]).when(decline()).thenNothingHappened();
      spec.given([sent]).when(decline('go to hell, bitch')).thenThrows(Messages.firstMessage, { message: Messages.firstMessage });
    });

    it('lets the client cancel a pending request, once', () => {
      spec.given([sent]).when(cancel()).then([cancelled]);
      spec.given([sent, cancelled]).when(cancel()).thenNothingHappened();
    });

    it('moves a request out of pending only once: no accept after a decline, no cancel after an accept', () => {
      spec.given([sent, declined]).when(accept()).thenThrows(Messages.notPending);
      spec.given([sent, cancelled]).when(accept()).thenThrows(Messages.notPending);
      spec.given([sent, accepted]).when(cancel()).thenThrows(Messages.notPending);
      spec.given([sent, accepted]).when(decline()).thenThrows(Messages.notPending);
    });

    it('keeps accepting and declining to the tutor and cancelling to the client', () => {
      spec.given([sent]).when(accept('c1')).thenThrows(ForbiddenError);
      spec.given([sent]).when(decline('No.', 'c1')).thenThrows(ForbiddenError);
      spec.given([sent]).when(cancel('t1')).thenThrows(ForbiddenError);
      spec.given([sent]).when(accept('stranger')).thenThrows(ForbiddenError);
    });

    it('cannot accept a request to the team that has no tutor', () => {
      spec.given([{ ...sent, data: { ...sent.data, tutorId: null, conversationId: null } }]).when(accept()).thenThrows(Messages.noTutor);
    });
  });
});
