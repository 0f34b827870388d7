import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { UserModel } from '../../../accounts/user.model';
import { PhoneVerification } from '../../phone-verification.service';
import { UserAccountCommands } from '../../user-account-commands.service';

@Resolver()
export class EditContactInfoResolver {
  constructor(
    private readonly phones: PhoneVerification,
    private readonly users: UserAccountCommands,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, {
    description:
      "Sets the user's phone number, parsed as a US number unless it starts with a country code; a new number must be verified again. 'Please enter a valid phone number.' otherwise.",
  })
  async editContactInfo(
    @Args('phoneNumber', { type: () => String }) phoneNumber: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    await this.phones.changeNumber(viewer.userId, phoneNumber, this.runtime.contextOf(context, viewer.userId));
    return UserModel.fromDocument((await this.users.current(viewer.userId)) ?? viewer.user);
  }
}
