import { OnlineLessonIssueReported } from '../../domain/sessions/post-session-feedback.events';
import { ReportEvent } from '../../domain/reports/report.events';
import { UserReportReason } from '../../domain/reports/report.rules';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

export type ReportKind = 'USER' | 'LESSON_ISSUE';

/** `_id` = the report: the admins' reports queue, user reports and online-lesson issues together. */
export interface ReportDocument extends ProjectedDocument {
  kind: ReportKind;
  reporterId: string;
  /** A user report's subject; null for a lesson issue. */
  reportedUserId: string | null;
  /** A lesson issue's session; null for a user report. */
  sessionId: string | null;
  reason: UserReportReason | null;
  details: string;
  reportedAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

export const REPORTS_COLLECTION = 'reports';

const unresolved = { resolvedAt: null, resolvedBy: null, resolutionNote: null } as const;

export const reportsProjection: ProjectionDefinition = {
  name: 'reports',
  version: 1,
  handles: ['UserReported', 'OnlineLessonIssueReported', 'ReportResolved'],
  collections: [REPORTS_COLLECTION],
  async setup(store) {
    await store.collection(REPORTS_COLLECTION).createIndex({ keys: { reportedAt: -1 }, name: 'by_reported' });
  },
  async apply(event: RecordedEvent, store) {
    const fact = { type: event.type, data: event.data } as ReportEvent | OnlineLessonIssueReported;
    const reports = store.collection<ReportDocument>(REPORTS_COLLECTION);
    const reportId = fact.type === 'OnlineLessonIssueReported' ? fact.data.id : fact.data.reportId;
    await evolveDocument(reports, reportId, event, (current): ReportDocument | null => {
      switch (fact.type) {
        case 'UserReported': {
          const { reporterId, reportedUserId, reason, details, reportedAt } = fact.data;
          return current ?? { _id: reportId, kind: 'USER', reporterId, reportedUserId, sessionId: null, reason, details, reportedAt, ...unresolved, _position: event.position };
        }
        case 'OnlineLessonIssueReported': {
          const { userId, sessionId, issue, reportedAt } = fact.data;
          return current ?? { _id: reportId, kind: 'LESSON_ISSUE', reporterId: userId, reportedUserId: null, sessionId, reason: null, details: issue, reportedAt, ...unresolved, _position: event.position };
        }
        case 'ReportResolved':
          return current && { ...current, resolvedAt: fact.data.resolvedAt, resolvedBy: fact.data.byUserId, resolutionNote: fact.data.note };
      }
    });
  },
};

export function findReport(readModels: ReadModels, reportId: string): Promise<ReportDocument | null> {
  return readModels.collection<ReportDocument>(REPORTS_COLLECTION).findOne({ _id: reportId });
}

/** A page of the reports, newest first, with how many there are in all; open ones only unless asked otherwise. */
export async function listReports(readModels: ReadModels, options: { includeResolved: boolean; skip: number; limit: number }): Promise<{ reports: ReportDocument[]; total: number }> {
  const filter = options.includeResolved ? {} : { resolvedAt: null };
  const collection = readModels.collection<ReportDocument>(REPORTS_COLLECTION);
  const [reports, total] = await Promise.all([collection.find(filter, { sort: { reportedAt: -1, _id: 1 }, skip: options.skip, limit: options.limit }), collection.count(filter)]);
  return { reports, total };
}
