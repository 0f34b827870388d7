import { FormAssessmentResponseSubmitted } from '../../domain/sessions/post-session-feedback.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

type FormAssessmentResponse = FormAssessmentResponseSubmitted['data'];

/** `_id` = the response: a form filled in about a session (addFeedbackToSessionV2), as getFormAssessmentResponses lists it. */
export interface FormAssessmentDocument extends ProjectedDocument, Omit<FormAssessmentResponse, 'id'> {}

export const FORM_ASSESSMENTS_COLLECTION = 'form-assessment-responses';

export const formAssessmentsProjection: ProjectionDefinition = {
  name: 'form-assessments',
  version: 1,
  handles: ['FormAssessmentResponseSubmitted'],
  collections: [FORM_ASSESSMENTS_COLLECTION],
  async setup(store) {
    await store.collection(FORM_ASSESSMENTS_COLLECTION).createIndex({ keys: { sessionId: 1, submittedAt: 1 }, name: 'by_session' });
  },
  async apply(event: RecordedEvent, store) {
    const { id, ...response } = event.data as FormAssessmentResponse;
    await evolveDocument(store.collection<FormAssessmentDocument>(FORM_ASSESSMENTS_COLLECTION), id, event, (current) => current ?? { _id: id, ...response, _position: event.position });
  },
};

/** The responses matching the filter, oldest first; `involving` keeps those a user wrote or is the subject of. */
export function listFormAssessmentResponses(
  readModels: ReadModels,
  options: { sessionId: string | null; formName: string | null; involving: string | null; limit: number },
): Promise<FormAssessmentDocument[]> {
  const filter: Record<string, unknown> = {};
  if (options.sessionId) filter.sessionId = options.sessionId;
  if (options.formName) filter.formName = options.formName;
  if (options.involving) filter.$or = [{ userId: options.involving }, { receivingUserId: options.involving }];
  return readModels.collection<FormAssessmentDocument>(FORM_ASSESSMENTS_COLLECTION).find(filter, { sort: { submittedAt: 1 }, limit: options.limit });
}
