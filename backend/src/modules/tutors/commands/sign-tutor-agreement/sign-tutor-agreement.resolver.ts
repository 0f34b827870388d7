import { Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { TutorReadBack } from '../../tutor-read-back';

@Resolver()
export class SignTutorAgreementResolver {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly view: TutorReadBack,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutorModel, { description: 'Records that the tutor signed the tutor agreement; signing again changes nothing.' })
  async signTutorAgreement(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<TutorModel> {
    await this.tutors.run(viewer.userId, { type: 'SignAgreement', data: {} }, this.tutors.contextOf(context, viewer.userId));
    return this.view.of(viewer.userId);
  }
}
