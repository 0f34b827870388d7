import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorApplicationModel } from '../../tutor-application.model';
import { StudentApplyToTutorHandler } from './student-apply-to-tutor.handler';
import { StudentApplyToTutorInput } from './student-apply-to-tutor.input';

@Resolver()
export class StudentApplyToTutorResolver {
  constructor(
    private readonly handler: StudentApplyToTutorHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('STUDENT_OR_PARENT')
  @Mutation(() => TutorApplicationModel, {
    description: "/student-become-tutor's core-info step: starts the signed-in student's application (FORBIDDEN for a parent, other client or tutor). Starting again changes nothing.",
  })
  async studentApplyToTutor(
    @Args('input') input: StudentApplyToTutorInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per core-info form sent, kept across its retries.' }) idempotencyKey?: string | null,
  ): Promise<TutorApplicationModel> {
    return this.handler.execute({ userId: viewer.userId, form: input }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
