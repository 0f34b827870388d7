import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { EditPreferredPaymentMethodHandler } from './edit-preferred-payment-method.handler';

@Resolver()
export class EditPreferredPaymentMethodResolver {
  constructor(
    private readonly handler: EditPreferredPaymentMethodHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => UserModel, { description: "Tutors: sets the manual payout method, venmo or paypal (editPrefPaymentMethod's other name, for older clients)." })
  async editPreferredPaymentMethod(
    @Args('preferredPaymentMethod', { type: () => String }) value: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, value }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
