import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { FormAssessmentResponseModel } from '../../form-assessment.model';
import { GetFormAssessmentResponsesHandler } from './get-form-assessment-responses.handler';

@Resolver()
export class GetFormAssessmentResponsesResolver {
  constructor(private readonly handler: GetFormAssessmentResponsesHandler) {}

  @SignedIn()
  @Query(() => [FormAssessmentResponseModel], {
    description: 'Forms filled in about sessions (addFeedbackToSessionV2), oldest first, at most 200, optionally of one session or form: yours and those about you; admins see all.',
  })
  getFormAssessmentResponses(
    @CurrentViewer() viewer: Viewer,
    @Args('sessionId', { type: () => ID, nullable: true }) sessionId?: string | null,
    @Args('formName', { type: () => String, nullable: true }) formName?: string | null,
  ): Promise<FormAssessmentResponseModel[]> {
    return this.handler.execute({ viewer, sessionId: sessionId ?? null, formName: formName ?? null });
  }
}
