import { SubjectCategory } from '../../domain/catalog/catalog.vocabulary';
import { CLASS_ADD_REQUEST_EVENT_TYPES, ClassAddRequestEvent } from '../../domain/tutor-application/class-add-request.decider';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

export type ClassAddRequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** One course someone asked to be added to the catalog (`_id` = the request id), as the admins' queue lists it. */
export interface ClassAddRequestDocument extends ProjectedDocument {
  status: ClassAddRequestStatus;
  courseName: string;
  subject: SubjectCategory | null;
  isHighSchoolCourse: boolean;
  schoolId: string | null;
  requestedBy: string;
  requestedAt: string;
  reviewedAt: string | null;
}

export const CLASS_ADD_REQUESTS_COLLECTION = 'class_add_requests';

export function evolveClassAddRequestDocument(current: ClassAddRequestDocument | null, event: ClassAddRequestEvent, position: number): ClassAddRequestDocument | null {
  switch (event.type) {
    case 'ClassAddRequested': {
      const { requestId, courseName, subject, isHighSchoolCourse, schoolId, requestedBy, requestedAt } = event.data;
      return { _id: requestId, _position: position, status: 'PENDING', courseName, subject, isHighSchoolCourse, schoolId, requestedBy, requestedAt, reviewedAt: null };
    }
    case 'ClassAddRequestApproved':
      return current && { ...current, _position: position, status: 'APPROVED', courseName: event.data.courseName, subject: event.data.subject, reviewedAt: event.data.approvedAt };
    case 'ClassAddRequestRejected':
      return current && { ...current, _position: position, status: 'REJECTED', reviewedAt: event.data.rejectedAt };
    default:
      return current;
  }
}

export const classAddRequestsProjection: ProjectionDefinition = {
  name: 'class-add-requests',
  version: 1,
  handles: CLASS_ADD_REQUEST_EVENT_TYPES,
  collections: [CLASS_ADD_REQUESTS_COLLECTION],
  async setup(store) {
    await store.collection(CLASS_ADD_REQUESTS_COLLECTION).createIndex({ keys: { status: 1, requestedAt: 1, _id: 1 }, name: 'by_status_requested_at' });
  },
  async apply(event: RecordedEvent, store) {
    const requestEvent = { type: event.type, data: event.data } as ClassAddRequestEvent;
    await evolveDocument(store.collection<ClassAddRequestDocument>(CLASS_ADD_REQUESTS_COLLECTION), requestEvent.data.requestId, event, (current) =>
      evolveClassAddRequestDocument(current, requestEvent, event.position),
    );
  },
};

function classAddRequests(readModels: ReadModels) {
  return readModels.collection<ClassAddRequestDocument>(CLASS_ADD_REQUESTS_COLLECTION);
}

/** Requests in one status, oldest first (the queue an admin works through). */
export function findClassAddRequests(readModels: ReadModels, status: ClassAddRequestStatus, limit: number): Promise<ClassAddRequestDocument[]> {
  return classAddRequests(readModels).find({ status }, { sort: { requestedAt: 1, _id: 1 }, limit });
}

export function findClassAddRequest(readModels: ReadModels, requestId: string): Promise<ClassAddRequestDocument | null> {
  return classAddRequests(readModels).findOne({ _id: requestId });
}

/** Approved courses whose name contains every word typed, for catalog searches to offer beside the shipped catalog. */
export async function findApprovedCourses(readModels: ReadModels, text: string, limit: number): Promise<ClassAddRequestDocument[]> {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const approved = await classAddRequests(readModels).find({ status: 'APPROVED' }, { sort: { courseName: 1, _id: 1 } });
  return approved.filter((course) => words.every((word) => course.courseName.toLowerCase().includes(word))).slice(0, limit);
}
