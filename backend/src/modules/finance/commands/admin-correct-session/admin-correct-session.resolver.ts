import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { AdminCorrectionModel } from '../../finance.models';
import { AdminCorrectSessionHandler } from './admin-correct-session.handler';
import { AdminCorrectSessionInput } from './admin-correct-session.input';

@Resolver()
export class AdminCorrectSessionResolver {
  constructor(
    private readonly handler: AdminCorrectSessionHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => AdminCorrectionModel, {
    description: "An admin corrects a processed session's length or hourly rate, with a reason: the client's difference is charged or refunded and the tutor's paid or reversed, as new events. Once per idempotency key.",
  })
  async adminCorrectSession(@Args('input') input: AdminCorrectSessionInput, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<AdminCorrectionModel> {
    const outcome = await this.handler.execute(
      {
        sessionId: input.sessionId,
        clientId: input.clientId ?? null,
        minutes: input.minutes ?? null,
        hourlyRateCents: input.hourlyRateCents ?? null,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
      },
      this.pipeline.contextOf(context, viewer.userId, input.idempotencyKey),
    );
    return Object.assign(new AdminCorrectionModel(), outcome);
  }
}
