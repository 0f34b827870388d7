import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { UserModel } from '../../../accounts/user.model';
import { VerifyPhoneNumberHandler } from './verify-phone-number.handler';

@Resolver()
export class VerifyPhoneNumberResolver {
  constructor(
    private readonly handler: VerifyPhoneNumberHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: 'Verifies the phone number on file with the code texted to it; the user with isPhoneNumberVerified true.' })
  async verifyPhoneNumber(
    @Args('code', { type: () => String }) code: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    const user = await this.handler.execute({ user: viewer.user, code }, this.pipeline.contextOf(context, viewer.userId));
    return UserModel.fromDocument(user ?? viewer.user);
  }
}
