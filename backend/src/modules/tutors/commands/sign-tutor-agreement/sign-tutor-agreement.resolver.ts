import { Args, Mutation, Resolver } from '@nestjs/graphql';
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
  @Mutation(() => TutorModel, {
    description:
      "Records that the tutor signed the current tutor agreement, with its version and the text read (in `language`, en or sp; the tutor's language preference when left out); signing the same version again changes nothing.",
  })
  async signTutorAgreement(
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('language', { type: () => String, nullable: true }) language?: string | null,
  ): Promise<TutorModel> {
    const read = language === 'sp' || language === 'en' ? language : viewer.user.profile.languagePreference === 'sp' ? 'sp' : 'en';
    return this.handler.execute({ tutorId: viewer.userId, language: read }, this.pipeline.contextOf(context, viewer.userId));
  }
}
