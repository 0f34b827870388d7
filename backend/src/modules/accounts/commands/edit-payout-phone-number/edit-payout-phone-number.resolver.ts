import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { EditPayoutPhoneNumberHandler } from './edit-payout-phone-number.handler';

@Resolver()
export class EditPayoutPhoneNumberResolver {
  constructor(
    private readonly handler: EditPayoutPhoneNumberHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => UserModel, { description: "Tutors: sets the phone number Venmo pays to (parsed as US); empty clears it." })
  async editPayoutPhoneNumber(
    @Args('phoneNumber', { type: () => String }) value: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, value }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
