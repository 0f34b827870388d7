import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { SignTutorAgreementHandler } from './sign-tutor-agreement.handler';

@Resolver()
export class SignTutorAgreementResolver {
  constructor(
    private readonly handler: SignTutorAgreementHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: 'Records that the tutor signed the tutor agreement; signing again changes nothing.' })
  async signTutorAgreement(
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutorModel> {
    return this.handler.execute({ tutorId: viewer.userId,  }, this.pipeline.contextOf(context, viewer.userId));
  }
}
