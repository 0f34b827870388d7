import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { UserModel } from '../../../accounts/user.model';
import { PhoneVerification } from '../../phone-verification.service';
import { UserAccountCommands } from '../../user-account-commands.service';

@Resolver()
export class VerifyPhoneNumberResolver {
  constructor(
    private readonly phones: PhoneVerification,
    private readonly users: UserAccountCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: 'Verifies the phone number on file with the code texted to it; the user with isPhoneNumberVerified true.' })
  async verifyPhoneNumber(
    @Args('code', { type: () => String }) code: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    await this.phones.verify(viewer.user, code, this.runtime.contextOf(context, viewer.userId));
    return UserModel.fromDocument((await this.users.current(viewer.userId)) ?? viewer.user);
  }
}
