import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { OnBoardTutorHandler } from './on-board-tutor.handler';

@Resolver()
export class OnBoardTutorResolver {
  constructor(
    private readonly handler: OnBoardTutorHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => TutorModel, { description: 'Admin: marks a tutor as onboarded, recording who did it; a second time changes nothing.' })
  async onBoardTutor(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId }, this.pipeline.contextOf(context, viewer.userId));
  }
}
