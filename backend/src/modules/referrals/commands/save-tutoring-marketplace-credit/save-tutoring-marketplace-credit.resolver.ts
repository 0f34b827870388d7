import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { AdminUserRatesModel } from '../../../pairs/admin-user-rates';
import { SaveTutoringMarketplaceCreditHandler } from './save-tutoring-marketplace-credit.handler';

@Resolver()
export class SaveTutoringMarketplaceCreditResolver {
  constructor(
    private readonly handler: SaveTutoringMarketplaceCreditHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => AdminUserRatesModel, {
    description:
      'The spec’s save{product}Credit: grants (positive) or removes (negative, at most the balance) account credit in cents, with a reason; spent on the user’s sessions before the card. ' +
      'Give the same idempotencyKey when retrying: the change is then recorded once. Admins only.',
  })
  async saveTutoringMarketplaceCredit(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('amountCents', { type: () => Int, description: 'Non-zero, at most 1,000,000 ($10,000) either way.' }) amountCents: number,
    @Args('reason', { type: () => String, description: 'Why, for the history; at most 200 characters.' }) reason: string,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<AdminUserRatesModel> {
    return this.handler.execute({ userId, amountCents, reason }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
