import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { EditPrefPaymentMethodHandler } from './edit-pref-payment-method.handler';

@Resolver()
export class EditPrefPaymentMethodResolver {
  constructor(
    private readonly handler: EditPrefPaymentMethodHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => UserModel, { description: "Tutors: sets the manual payout method: venmo or paypal." })
  async editPrefPaymentMethod(
    @Args('prefPaymentMethod', { type: () => String }) value: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId, value }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
