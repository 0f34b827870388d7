import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReviewWithScoreModel } from '../../review-answer';
import { AddReviewMutationHandler } from './add-review-mutation.handler';

@Resolver()
export class AddReviewMutationResolver {
  constructor(
    private readonly handler: AddReviewMutationHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => ReviewWithScoreModel, { description: 'The viewer, a client who has worked with the tutor, reviews them: a score from 1 to 5 and comments; one review per tutor.' })
  addReviewMutation(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('score', { type: () => Int }) score: number,
    @Args('comments', { type: () => String }) comments: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'The same key on a retry records the review once and answers it again.' }) idempotencyKey?: string | null,
  ): Promise<ReviewWithScoreModel> {
    return this.handler.execute({ tutorId, clientId: viewer.userId, score, comments }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
