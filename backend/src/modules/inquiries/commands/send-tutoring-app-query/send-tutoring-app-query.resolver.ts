import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SendTutoringAppQueryHandler } from './send-tutoring-app-query.handler';

@Resolver()
export class SendTutoringAppQueryResolver {
  constructor(
    private readonly handler: SendTutoringAppQueryHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => Boolean, {
    description: 'Sends a signed-in user’s question about the app to the support inbox (the Inquiries tab and the staff e-mail), under their name and address. Give the same idempotencyKey when retrying.',
  })
  sendTutoringAppQuery(
    @Args('question', { type: () => String }) question: string,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    return this.handler.execute({ question, viewer, ip: context.ip, idempotencyKey }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
