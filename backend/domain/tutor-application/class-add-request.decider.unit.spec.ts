import { deciderSpecification } from '../test-support/decider-specification';
import {
  ClassAddRequestCommand,
  classAddRequestDecider,
  ClassAddRequested,
  ClassAddRequestMessages as Messages,
} from './class-add-request.decider';

const now = new Date('2026-11-22T10:00:00.000Z');
const spec = deciderSpecification(classAddRequestDecider);
const asApplicant = { now, actorId: 'u1' };
const asAdmin = { now, actorId: 'admin' };

const request = (courseName: string, subject: string | null = null): ClassAddRequestCommand => ({
  type: 'RequestClassAdd',
  data: { requestId: 'r1', requestedBy: 'u1', courseName, isHighSchoolCourse: true, schoolId: 'hs-1', subject },
  metadata: asApplicant,
});
const requested: ClassAddRequested = {
  type: 'ClassAddRequested',
  data: { requestId: 'r1', requestedBy: 'u1', courseName: 'AP Seismology', isHighSchoolCourse: true, schoolId: 'hs-1', subject: null, requestedAt: now.toISOString() },
};
const approve = (courseName: string | null, subject: string | null): ClassAddRequestCommand => ({ type: 'ApproveClassAddRequest', data: { courseName, subject }, metadata: asAdmin });
const reject: ClassAddRequestCommand = { type: 'RejectClassAddRequest', data: {}, metadata: asAdmin };

describe('class add request decider', () => {
  it('records a requested course with its name tidied', () => {
    spec.given([]).when(request('  AP   Seismology ')).then([requested]);
  });

  it('refuses an empty, too long or offensive name and an unknown subject', () => {
    spec.given([]).when(request('  ')).thenThrows(Messages.courseNameRequired);
    spec.given([]).when(request('x'.repeat(101))).thenThrows(Messages.courseNameTooLong);
    spec.given([]).when(request('fuck studies')).thenThrows(Messages.courseNameGuidelines);
    spec.given([]).when(request('AP Seismology', 'Geology')).thenThrows(Messages.subjectRequired, { subject: Messages.subjectRequired });
  });

  it('changes nothing when the same request is sent again', () => {
    spec.given([requested]).when(request('Other')).thenNothingHappened();
  });

  it('approves under the name and subject the admin settles on', () => {
    spec
      .given([requested])
      .when(approve('AP Seismology Honors', 'Science'))
      .then([
        {
          type: 'ClassAddRequestApproved',
          data: { requestId: 'r1', courseName: 'AP Seismology Honors', subject: 'Science', isHighSchoolCourse: true, schoolId: 'hs-1', approvedBy: 'admin', approvedAt: now.toISOString() },
        },
      ]);
    spec.given([requested]).when(approve(null, null)).thenThrows(Messages.subjectRequired);
  });

  it('rejects a pending request, and reviews each request once', () => {
    spec.given([requested]).when(reject).then([{ type: 'ClassAddRequestRejected', data: { requestId: 'r1', rejectedBy: 'admin', rejectedAt: now.toISOString() } }]);
    spec.given([requested, { type: 'ClassAddRequestRejected', data: { requestId: 'r1', rejectedBy: 'admin', rejectedAt: now.toISOString() } }]).when(approve(null, 'Science')).thenThrows(Messages.alreadyReviewed);
    spec.given([]).when(reject).thenThrows(Messages.notFound);
  });
});
