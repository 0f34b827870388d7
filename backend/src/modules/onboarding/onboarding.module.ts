import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { TutorsModule } from '../tutors/tutors.module';
import { AddTutorToActiveListHandler } from './commands/add-tutor-to-active-list/add-tutor-to-active-list.handler';
import { AddTutorToActiveListResolver } from './commands/add-tutor-to-active-list/add-tutor-to-active-list.resolver';
import { EditOnboardVideoLinkHandler } from './commands/edit-onboard-video-link/edit-onboard-video-link.handler';
import { EditOnboardVideoLinkResolver } from './commands/edit-onboard-video-link/edit-onboard-video-link.resolver';
import { SendBackTutorOnboardingHandler } from './commands/send-back-tutor-onboarding/send-back-tutor-onboarding.handler';
import { SendBackTutorOnboardingResolver } from './commands/send-back-tutor-onboarding/send-back-tutor-onboarding.resolver';
import { SubmitTutorOnboardingCompleteHandler } from './commands/submit-tutor-onboarding-complete/submit-tutor-onboarding-complete.handler';
import { SubmitTutorOnboardingCompleteResolver } from './commands/submit-tutor-onboarding-complete/submit-tutor-onboarding-complete.resolver';
import { TutorHasCompletedQuizHandler } from './commands/tutor-has-completed-quiz/tutor-has-completed-quiz.handler';
import { TutorHasCompletedQuizResolver } from './commands/tutor-has-completed-quiz/tutor-has-completed-quiz.resolver';
import { OnboardingMails } from './onboarding-mails/onboarding-mails';
import { OnboardingQueue } from './onboarding-queue';
import { OnboardingReader } from './onboarding-stream';
import { GetOnboardedTutorsByNameHandler } from './queries/get-onboarded-tutors-by-name/get-onboarded-tutors-by-name.handler';
import { GetOnboardedTutorsByNameResolver } from './queries/get-onboarded-tutors-by-name/get-onboarded-tutors-by-name.resolver';
import { GetTutorOnboardingHandler } from './queries/get-tutor-onboarding/get-tutor-onboarding.handler';
import { GetTutorOnboardingResolver } from './queries/get-tutor-onboarding/get-tutor-onboarding.resolver';
import { GetTutorsToOnboardHandler } from './queries/get-tutors-to-onboard/get-tutors-to-onboard.handler';
import { GetTutorsToOnboardResolver } from './queries/get-tutors-to-onboard/get-tutors-to-onboard.resolver';
import { GetUnOnboardedTutorsByNameHandler } from './queries/get-un-onboarded-tutors-by-name/get-un-onboarded-tutors-by-name.handler';
import { GetUnOnboardedTutorsByNameResolver } from './queries/get-un-onboarded-tutors-by-name/get-un-onboarded-tutors-by-name.resolver';

/**
 * Becoming a tutor after applying: the tutor's checklist (agreement, quiz, video, payout method,
 * submission) and the admins' queue (lists, send-back, active list; onBoardTutor lives with the
 * profile edits), all decided on the tutor's profile stream; the decision is e-mailed.
 */
@Module({
  imports: [AccountsModule, TutorsModule],
  providers: [
    OnboardingReader,
    OnboardingQueue,
    OnboardingMails,
    GetTutorOnboardingHandler,
    GetTutorOnboardingResolver,
    TutorHasCompletedQuizHandler,
    TutorHasCompletedQuizResolver,
    EditOnboardVideoLinkHandler,
    EditOnboardVideoLinkResolver,
    SubmitTutorOnboardingCompleteHandler,
    SubmitTutorOnboardingCompleteResolver,
    GetTutorsToOnboardHandler,
    GetTutorsToOnboardResolver,
    GetUnOnboardedTutorsByNameHandler,
    GetUnOnboardedTutorsByNameResolver,
    GetOnboardedTutorsByNameHandler,
    GetOnboardedTutorsByNameResolver,
    SendBackTutorOnboardingHandler,
    SendBackTutorOnboardingResolver,
    AddTutorToActiveListHandler,
    AddTutorToActiveListResolver,
  ],
})
export class OnboardingModule {}
