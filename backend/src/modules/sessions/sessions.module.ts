import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PairsModule } from '../pairs/pairs.module';
import { GetAdminPaginatedSessionSummaryV2Handler } from './queries/get-admin-paginated-session-summary-v2/get-admin-paginated-session-summary-v2.handler';
import { GetAdminPaginatedSessionSummaryV2Resolver } from './queries/get-admin-paginated-session-summary-v2/get-admin-paginated-session-summary-v2.resolver';
import { ReviewsModule } from '../reviews/reviews.module';
import { AddFeedbackToSessionV2Handler } from './commands/add-feedback-to-session-v2/add-feedback-to-session-v2.handler';
import { AddFeedbackToSessionV2Resolver } from './commands/add-feedback-to-session-v2/add-feedback-to-session-v2.resolver';
import { AdminFixErrorSessionHandler } from './commands/admin-fix-error-session/admin-fix-error-session.handler';
import { AdminFixErrorSessionResolver } from './commands/admin-fix-error-session/admin-fix-error-session.resolver';
import { AdminReportOnlineLessonIssueResolver } from './commands/admin-report-online-lesson-issue/admin-report-online-lesson-issue.resolver';
import { AssociateZoomHandler } from './commands/associate-zoom/associate-zoom.handler';
import { AssociateZoomResolver } from './commands/associate-zoom/associate-zoom.resolver';
import { CancelSessionV3Handler } from './commands/cancel-session-v3/cancel-session-v3.handler';
import { CancelSessionV3Resolver } from './commands/cancel-session-v3/cancel-session-v3.resolver';
import { CreatePostSessionFeedbackHandler } from './commands/create-post-session-feedback/create-post-session-feedback.handler';
import { CreatePostSessionFeedbackResolver } from './commands/create-post-session-feedback/create-post-session-feedback.resolver';
import { CreateSessionHandler } from './commands/create-session/create-session.handler';
import { CreateSessionResolver } from './commands/create-session/create-session.resolver';
import { DropSessionHandler } from './commands/drop-session/drop-session.handler';
import { DropSessionResolver } from './commands/drop-session/drop-session.resolver';
import { EditSessionV3Handler } from './commands/edit-session-v3/edit-session-v3.handler';
import { EditSessionV3Resolver } from './commands/edit-session-v3/edit-session-v3.resolver';
import { FixErrorSessionHandler } from './commands/fix-error-session/fix-error-session.handler';
import { FixErrorSessionResolver } from './commands/fix-error-session/fix-error-session.resolver';
import { ReportOnlineLessonIssueHandler } from './commands/report-online-lesson-issue/report-online-lesson-issue.handler';
import { ReportOnlineLessonIssueResolver } from './commands/report-online-lesson-issue/report-online-lesson-issue.resolver';
import { SetClientSessionFeedbackHandler } from './commands/set-client-session-feedback/set-client-session-feedback.handler';
import { SetClientSessionFeedbackResolver } from './commands/set-client-session-feedback/set-client-session-feedback.resolver';
import { SetTutorSessionSummaryHandler } from './commands/set-tutor-session-summary/set-tutor-session-summary.handler';
import { SetTutorSessionSummaryResolver } from './commands/set-tutor-session-summary/set-tutor-session-summary.resolver';
import { SessionEndJobs } from './end-schedule/session-end-jobs';
import { ZoomMeetingSyncService } from './meeting-sync/zoom-meeting-sync.service';
import { CheckForSessionFeedbackHandler } from './queries/check-for-session-feedback/check-for-session-feedback.handler';
import { CheckForSessionFeedbackResolver } from './queries/check-for-session-feedback/check-for-session-feedback.resolver';
import { GetCompletedSessionSummaryV3Handler } from './queries/get-completed-session-summary-v3/get-completed-session-summary-v3.handler';
import { GetCompletedSessionSummaryV3Resolver } from './queries/get-completed-session-summary-v3/get-completed-session-summary-v3.resolver';
import { GetLessonRoomHandler } from './queries/get-lesson-room/get-lesson-room.handler';
import { GetLessonRoomResolver } from './queries/get-lesson-room/get-lesson-room.resolver';
import { GetPaymentErrorSessionsForUserV2Handler } from './queries/get-payment-error-sessions-for-user-v2/get-payment-error-sessions-for-user-v2.handler';
import { GetPaymentErrorSessionsForUserV2Resolver } from './queries/get-payment-error-sessions-for-user-v2/get-payment-error-sessions-for-user-v2.resolver';
import { GetPendingSessionCountHandler } from './queries/get-pending-session-count/get-pending-session-count.handler';
import { GetPendingSessionCountResolver } from './queries/get-pending-session-count/get-pending-session-count.resolver';
import { GetSessionSummariesByPairIdHandler } from './queries/get-session-summaries-by-pair-id/get-session-summaries-by-pair-id.handler';
import { GetSessionSummariesByPairIdResolver } from './queries/get-session-summaries-by-pair-id/get-session-summaries-by-pair-id.resolver';
import { GetSessionsThisWeekHandler } from './queries/get-sessions-this-week/get-sessions-this-week.handler';
import { GetSessionsThisWeekResolver } from './queries/get-sessions-this-week/get-sessions-this-week.resolver';
import { GetUpcomingSessionsHandler } from './queries/get-upcoming-sessions/get-upcoming-sessions.handler';
import { GetUpcomingSessionsResolver } from './queries/get-upcoming-sessions/get-upcoming-sessions.resolver';
import { OpenGroupLessonspaceSessionHandler } from './queries/open-group-lessonspace-session/open-group-lessonspace-session.handler';
import { OpenGroupLessonspaceSessionResolver } from './queries/open-group-lessonspace-session/open-group-lessonspace-session.resolver';
import { OpenLessonspaceSessionHandler } from './queries/open-lessonspace-session/open-lessonspace-session.handler';
import { OpenLessonspaceSessionResolver } from './queries/open-lessonspace-session/open-lessonspace-session.resolver';
import { SessionViews } from './session-views';
import { MeetingRoomsWorkflow } from './workflows/meeting-rooms.reaction';

/**
 * Sessions: scheduling (single and recurring), edits, cancellation and the participants' commands;
 * feedback and check-in surveys; the session queries and online rooms; and, in the worker role, the
 * workflow that makes each online room after its session is recorded, the job that ends each
 * session at its end time and the reaction that moves or deletes a Zoom meeting with its session.
 * Payouts at the processing time belong to the payments module; reviews to the reviews module.
 */
@Module({
  imports: [AccountsModule, PairsModule, ReviewsModule],
  providers: [
    GetAdminPaginatedSessionSummaryV2Handler,
    GetAdminPaginatedSessionSummaryV2Resolver,
    SessionViews,
    SessionEndJobs,
    ZoomMeetingSyncService,
    MeetingRoomsWorkflow,
    CreateSessionHandler,
    CreateSessionResolver,
    EditSessionV3Handler,
    EditSessionV3Resolver,
    CancelSessionV3Handler,
    CancelSessionV3Resolver,
    DropSessionHandler,
    DropSessionResolver,
    SetTutorSessionSummaryHandler,
    SetTutorSessionSummaryResolver,
    SetClientSessionFeedbackHandler,
    SetClientSessionFeedbackResolver,
    FixErrorSessionHandler,
    FixErrorSessionResolver,
    AdminFixErrorSessionHandler,
    AdminFixErrorSessionResolver,
    CreatePostSessionFeedbackHandler,
    CreatePostSessionFeedbackResolver,
    AddFeedbackToSessionV2Handler,
    AddFeedbackToSessionV2Resolver,
    ReportOnlineLessonIssueHandler,
    ReportOnlineLessonIssueResolver,
    AdminReportOnlineLessonIssueResolver,
    AssociateZoomHandler,
    AssociateZoomResolver,
    GetUpcomingSessionsHandler,
    GetUpcomingSessionsResolver,
    GetSessionsThisWeekHandler,
    GetSessionsThisWeekResolver,
    GetPendingSessionCountHandler,
    GetPendingSessionCountResolver,
    GetCompletedSessionSummaryV3Handler,
    GetCompletedSessionSummaryV3Resolver,
    GetSessionSummariesByPairIdHandler,
    GetSessionSummariesByPairIdResolver,
    GetPaymentErrorSessionsForUserV2Handler,
    GetPaymentErrorSessionsForUserV2Resolver,
    CheckForSessionFeedbackHandler,
    CheckForSessionFeedbackResolver,
    OpenLessonspaceSessionHandler,
    OpenLessonspaceSessionResolver,
    OpenGroupLessonspaceSessionHandler,
    OpenGroupLessonspaceSessionResolver,
    GetLessonRoomHandler,
    GetLessonRoomResolver,
  ],
  exports: [SessionViews],
})
export class SessionsModule {}
