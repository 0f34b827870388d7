import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CatalogModule } from '../catalog/catalog.module';
import { TutorsModule } from '../tutors/tutors.module';
import { ApplicantContact } from './applicant-contact';
import { ApproveClassAddRequestHandler } from './commands/approve-class-add-request/approve-class-add-request.handler';
import { ApproveClassAddRequestResolver } from './commands/approve-class-add-request/approve-class-add-request.resolver';
import { RejectClassAddRequestHandler } from './commands/reject-class-add-request/reject-class-add-request.handler';
import { RejectClassAddRequestResolver } from './commands/reject-class-add-request/reject-class-add-request.resolver';
import { SaveTutorApplicationStepHandler } from './commands/save-tutor-application-step/save-tutor-application-step.handler';
import { SaveTutorApplicationStepResolver } from './commands/save-tutor-application-step/save-tutor-application-step.resolver';
import { SignUpTutorByTutorReferralResolver } from './commands/sign-up-tutor-by-tutor-referral/sign-up-tutor-by-tutor-referral.resolver';
import { SignUpTutorHandler } from './commands/sign-up-tutor/sign-up-tutor.handler';
import { SignUpTutorResolver } from './commands/sign-up-tutor/sign-up-tutor.resolver';
import { StudentApplyToTutorHandler } from './commands/student-apply-to-tutor/student-apply-to-tutor.handler';
import { StudentApplyToTutorResolver } from './commands/student-apply-to-tutor/student-apply-to-tutor.resolver';
import { SubmitClassAddRequestHandler } from './commands/submit-class-add-request/submit-class-add-request.handler';
import { SubmitClassAddRequestResolver } from './commands/submit-class-add-request/submit-class-add-request.resolver';
import { SubmitTutorApplicationHandler } from './commands/submit-tutor-application/submit-tutor-application.handler';
import { SubmitTutorApplicationResolver } from './commands/submit-tutor-application/submit-tutor-application.resolver';
import { CheckEmailPhoneExistsHandler } from './queries/check-email-phone-exists/check-email-phone-exists.handler';
import { CheckEmailPhoneExistsResolver } from './queries/check-email-phone-exists/check-email-phone-exists.resolver';
import { GetClassAddRequestsHandler } from './queries/get-class-add-requests/get-class-add-requests.handler';
import { GetClassAddRequestsResolver } from './queries/get-class-add-requests/get-class-add-requests.resolver';
import { GetTutorApplicationHandler } from './queries/get-tutor-application/get-tutor-application.handler';
import { GetTutorApplicationResolver } from './queries/get-tutor-application/get-tutor-application.resolver';
import { ApplicationStepReader } from './tutor-application-stream';
import { TutorApplicationWorkflow } from './workflows/tutor-application-workflow';

/**
 * Becoming a tutor, part 1: the application (/apply, /trt/{code}, /student-become-tutor), kept
 * step by step on its own stream, the workflow that opens the tutor profile on submission (not
 * onboarded), and the class-add requests for courses the catalog lacks, with the admins' queue.
 */
@Module({
  imports: [AccountsModule, CatalogModule, TutorsModule],
  providers: [
    ApplicantContact,
    ApplicationStepReader,
    TutorApplicationWorkflow,
    SignUpTutorHandler,
    SignUpTutorResolver,
    SignUpTutorByTutorReferralResolver,
    StudentApplyToTutorHandler,
    StudentApplyToTutorResolver,
    SaveTutorApplicationStepHandler,
    SaveTutorApplicationStepResolver,
    SubmitTutorApplicationHandler,
    SubmitTutorApplicationResolver,
    GetTutorApplicationHandler,
    GetTutorApplicationResolver,
    CheckEmailPhoneExistsHandler,
    CheckEmailPhoneExistsResolver,
    SubmitClassAddRequestHandler,
    SubmitClassAddRequestResolver,
    ApproveClassAddRequestHandler,
    ApproveClassAddRequestResolver,
    RejectClassAddRequestHandler,
    RejectClassAddRequestResolver,
    GetClassAddRequestsHandler,
    GetClassAddRequestsResolver,
  ],
})
export class TutorApplicationModule {}
