import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { AdminRefundModel } from '../../finance.models';
import { AdminRefundSessionHandler } from './admin-refund-session.handler';
import { AdminRefundSessionInput } from './admin-refund-session.input';

@Resolver()
export class AdminRefundSessionResolver {
  constructor(
    private readonly handler: AdminRefundSessionHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => AdminRefundModel, {
    description: "An admin refunds a processed session's card charge in full or in part, with a reason; the tutor's pay is taken back when the refund policy says so. Once per idempotency key.",
  })
  async adminRefundSession(@Args('input') input: AdminRefundSessionInput, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<AdminRefundModel> {
    const outcome = await this.handler.execute(
      {
        sessionId: input.sessionId,
        clientId: input.clientId ?? null,
        amountCents: input.amountCents,
        reason: input.reason,
        tutorAtFault: input.tutorAtFault,
        idempotencyKey: input.idempotencyKey,
      },
      this.pipeline.contextOf(context, viewer.userId, input.idempotencyKey),
    );
    return Object.assign(new AdminRefundModel(), outcome);
  }
}
