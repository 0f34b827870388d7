import { evolveTutorApplication, savedStepsOf, TutorApplication } from '../../domain/tutor-application/tutor-application.decider';
import { TUTOR_APPLICATION_EVENT_TYPES, TutorApplicationEvent } from '../../domain/tutor-application/tutor-application.events';
import { ApplicationStep, nextStepOf, percentCompleteOf } from '../../domain/tutor-application/tutor-application.rules';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * One applicant's application as the form resumes it (`_id` = the user id): the decider's own
 * state, with the steps saved, the next step to ask and the percentage complete derived from it.
 */
export type TutorApplicationDocument = ProjectedDocument &
  Omit<TutorApplication, 'applicantId'> & {
    savedSteps: ApplicationStep[];
    nextStep: ApplicationStep | null;
    percentComplete: number;
    startedAt: string;
    submittedAt: string | null;
  };

export const TUTOR_APPLICATIONS_COLLECTION = 'tutor_applications';

function stateOf(document: TutorApplicationDocument): TutorApplication {
  const { status, origin, birthday, tutorReferrerProfileId, answers, isHighSchoolTutor } = document;
  return { status, applicantId: document._id, origin, birthday, tutorReferrerProfileId, answers, isHighSchoolTutor };
}

export function evolveTutorApplicationDocument(current: TutorApplicationDocument | null, event: TutorApplicationEvent, position: number): TutorApplicationDocument | null {
  const state = evolveTutorApplication(current ? stateOf(current) : { status: 'none' }, event);
  if (state.status === 'none') return current;
  const savedSteps = savedStepsOf(state);
  const { applicantId, ...rest } = state;
  return {
    ...rest,
    _id: applicantId,
    _position: position,
    savedSteps,
    nextStep: nextStepOf(savedSteps, state.isHighSchoolTutor),
    percentComplete: percentCompleteOf(savedSteps, state.isHighSchoolTutor),
    startedAt: event.type === 'TutorApplicationStarted' ? event.data.startedAt : (current?.startedAt ?? ''),
    submittedAt: event.type === 'TutorApplicationSubmitted' ? event.data.submittedAt : (current?.submittedAt ?? null),
  };
}

export const tutorApplicationsProjection: ProjectionDefinition = {
  name: 'tutor-applications',
  version: 1,
  handles: TUTOR_APPLICATION_EVENT_TYPES,
  collections: [TUTOR_APPLICATIONS_COLLECTION],
  async apply(event: RecordedEvent, store) {
    const applicationEvent = { type: event.type, data: event.data } as TutorApplicationEvent;
    await evolveDocument(store.collection<TutorApplicationDocument>(TUTOR_APPLICATIONS_COLLECTION), applicationEvent.data.applicantId, event, (current) =>
      evolveTutorApplicationDocument(current, applicationEvent, event.position),
    );
  },
};

export function findTutorApplication(readModels: ReadModels, applicantId: string): Promise<TutorApplicationDocument | null> {
  return readModels.collection<TutorApplicationDocument>(TUTOR_APPLICATIONS_COLLECTION).findOne({ _id: applicantId });
}
