import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { GetFormAssessmentResponsesHandler } from './queries/get-form-assessment-responses/get-form-assessment-responses.handler';
import { GetFormAssessmentResponsesResolver } from './queries/get-form-assessment-responses/get-form-assessment-responses.resolver';

/** The forms filled in about sessions, as their writers, their subjects and admins read them. */
@Module({ imports: [AccountsModule], providers: [GetFormAssessmentResponsesHandler, GetFormAssessmentResponsesResolver] })
export class FormAssessmentsModule {}
