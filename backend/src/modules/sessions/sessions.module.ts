import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PairsModule } from '../pairs/pairs.module';
import { PhoneVerificationModule } from '../phone-verification/phone-verification.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { AdminFixErrorSessionResolver } from './commands/admin-fix-error-session/admin-fix-error-session.resolver';
import { AdminReportOnlineLessonIssueResolver } from './commands/admin-report-online-lesson-issue/admin-report-online-lesson-issue.resolver';
import { AssociateZoomResolver } from './commands/associate-zoom/associate-zoom.resolver';
import { ReportOnlineLessonIssueResolver } from './commands/report-online-lesson-issue/report-online-lesson-issue.resolver';
import { AddFeedbackToSessionV2Resolver } from './commands/add-feedback-to-session-v2/add-feedback-to-session-v2.resolver';
import { AddReviewMutationResolver } from './commands/add-review-mutation/add-review-mutation.resolver';
import { CreatePostSessionFeedbackResolver } from './commands/create-post-session-feedback/create-post-session-feedback.resolver';
import { EditReviewMutationResolver } from './commands/edit-review-mutation/edit-review-mutation.resolver';
import { CheckForSessionFeedbackResolver } from './queries/check-for-session-feedback/check-for-session-feedback.resolver';
import { GetLessonRoomResolver } from './queries/get-lesson-room/get-lesson-room.resolver';
import { OpenLessonspaceSessionResolver } from './queries/open-lessonspace-session/open-lessonspace-session.resolver';
import { SessionFeedback } from './session-feedback.service';
import { CancelSessionV3Resolver } from './commands/cancel-session-v3/cancel-session-v3.resolver';
import { CreateSessionResolver } from './commands/create-session/create-session.resolver';
import { DropSessionResolver } from './commands/drop-session/drop-session.resolver';
import { EditSessionV3Resolver } from './commands/edit-session-v3/edit-session-v3.resolver';
import { FixErrorSessionResolver } from './commands/fix-error-session/fix-error-session.resolver';
import { SetClientSessionFeedbackResolver } from './commands/set-client-session-feedback/set-client-session-feedback.resolver';
import { SetTutorSessionSummaryResolver } from './commands/set-tutor-session-summary/set-tutor-session-summary.resolver';
import { SessionEndJobs } from './end-schedule/session-end-jobs';
import { ZoomMeetingSyncService } from './meeting-sync/zoom-meeting-sync.service';
import { GetCompletedSessionSummaryV3Resolver } from './queries/get-completed-session-summary-v3/get-completed-session-summary-v3.resolver';
import { GetPaymentErrorSessionsForUserV2Resolver } from './queries/get-payment-error-sessions-for-user-v2/get-payment-error-sessions-for-user-v2.resolver';
import { GetPendingSessionCountResolver } from './queries/get-pending-session-count/get-pending-session-count.resolver';
import { GetSessionSummariesByPairIdResolver } from './queries/get-session-summaries-by-pair-id/get-session-summaries-by-pair-id.resolver';
import { GetSessionsThisWeekResolver } from './queries/get-sessions-this-week/get-sessions-this-week.resolver';
import { GetUpcomingSessionsResolver } from './queries/get-upcoming-sessions/get-upcoming-sessions.resolver';
import { SessionCommands } from './session-commands.service';
import { SessionQueries } from './session-queries.service';
import { SessionReader } from './session-reader.service';
import { SessionViews } from './session-views.service';

/**
 * Sessions: scheduling (single and recurring), edits, cancellation and the participants' commands;
 * feedback, check-in surveys and reviews; the session queries and online rooms; and, in the worker role, the job that ends each session at its end time and the reaction that moves or deletes a Zoom meeting with its session.
 * Payouts at the processing time belong to the payments module.
 */
@Module({
  imports: [AccountsModule, PairsModule, ReviewsModule, PhoneVerificationModule],
  providers: [
    SessionCommands,
    SessionQueries,
    SessionReader,
    SessionViews,
    SessionEndJobs,
    ZoomMeetingSyncService,
    SessionFeedback,
    CreateSessionResolver,
    EditSessionV3Resolver,
    CancelSessionV3Resolver,
    DropSessionResolver,
    SetTutorSessionSummaryResolver,
    SetClientSessionFeedbackResolver,
    FixErrorSessionResolver,
    AdminFixErrorSessionResolver,
    AdminReportOnlineLessonIssueResolver,
    CreatePostSessionFeedbackResolver,
    AddFeedbackToSessionV2Resolver,
    AddReviewMutationResolver,
    EditReviewMutationResolver,
    ReportOnlineLessonIssueResolver,
    AssociateZoomResolver,
    GetUpcomingSessionsResolver,
    GetSessionsThisWeekResolver,
    GetPendingSessionCountResolver,
    GetCompletedSessionSummaryV3Resolver,
    GetSessionSummariesByPairIdResolver,
    GetPaymentErrorSessionsForUserV2Resolver,
    CheckForSessionFeedbackResolver,
    OpenLessonspaceSessionResolver,
    GetLessonRoomResolver,
  ],
  exports: [SessionCommands, SessionViews],
})
export class SessionsModule {}
