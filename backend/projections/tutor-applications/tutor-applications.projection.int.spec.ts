import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { documentsOf, projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { classAddRequestsProjection } from '../class-add-requests/class-add-requests.projection';
import { tutorApplicationsProjection } from './tutor-applications.projection';

const at = '2026-11-24T17:00:00.000Z';
const applicationEvents = recordedInOrder(
  [
    { streamId: 'tutor-application-u1', type: 'TutorApplicationStarted', data: { applicantId: 'u1', origin: 'apply', birthday: '2008-02-29', tutorReferrerProfileId: null, startedAt: at } },
    { streamId: 'tutor-application-u1', type: 'TutorApplicationStepSaved', data: { applicantId: 'u1', answers: { step: 'referral', referralSource: 'FRIEND' } } },
    {
      streamId: 'tutor-application-u1',
      type: 'TutorApplicationStepSaved',
      data: { applicantId: 'u1', answers: { step: 'education-level', isHighSchoolTutor: false, tutorGradeLevel: 'FRESHMAN', gradesForTutoring: ['MIDDLE_SCHOOL'] } },
    },
  ],
  at,
);
const requestEvents = recordedInOrder(
  [
    { streamId: 'class-add-request-r1', type: 'ClassAddRequested', data: { requestId: 'r1', requestedBy: 'u1', courseName: 'AP Seismology', isHighSchoolCourse: true, schoolId: null, subject: null, requestedAt: at } },
    { streamId: 'class-add-request-r2', type: 'ClassAddRequested', data: { requestId: 'r2', requestedBy: 'u1', courseName: 'Knitting', isHighSchoolCourse: true, schoolId: null, subject: 'Art', requestedAt: at } },
    { streamId: 'class-add-request-r1', type: 'ClassAddRequestApproved', data: { requestId: 'r1', courseName: 'AP Seismology', subject: 'Science', isHighSchoolCourse: true, schoolId: null, approvedBy: 'admin', approvedAt: at } },
  ],
  at,
);

describe('the tutor-applications and class-add-requests projections over the in-memory read store', () => {
  it('keeps the steps saved, the next step and the percentage complete of an application', async () => {
    const store = await projectInMemory(tutorApplicationsProjection, new InMemoryReadStore(), applicationEvents);
    const { tutor_applications: [application] } = await documentsOf(tutorApplicationsProjection, store);
    expect(application).toMatchObject({ _id: 'u1', status: 'started', isHighSchoolTutor: false, savedSteps: ['referral', 'education-level'], nextStep: 'core-subjects', percentComplete: 30, startedAt: at, submittedAt: null });
  });

  it('lists class requests by status', async () => {
    const store = await projectInMemory(classAddRequestsProjection, new InMemoryReadStore(), requestEvents);
    const { class_add_requests: requests } = await documentsOf(classAddRequestsProjection, store);
    expect(requests.map((request) => [request._id, request.status, request.subject])).toEqual([
      ['r1', 'APPROVED', 'Science'],
      ['r2', 'PENDING', 'Art'],
    ]);
  });

  it('gives the same documents when the same events are applied twice', async () => {
    for (const [projection, events] of [
      [tutorApplicationsProjection, applicationEvents],
      [classAddRequestsProjection, requestEvents],
    ] as const) {
      const once = await documentsOf(projection, await projectInMemory(projection, new InMemoryReadStore(), events));
      const twice = await documentsOf(projection, await projectInMemory(projection, new InMemoryReadStore(), events, 2));
      expect(twice).toEqual(once);
    }
  });
});
