import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { TechnicalIssueInput } from '../../inquiry.models';
import { TechnicalIssueHandler } from './technical-issue.handler';

@Resolver()
export class TechnicalIssueResolver {
  constructor(
    private readonly handler: TechnicalIssueHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  // Open to visitors (spec section 6); a signed-in sender is recorded with the inquiry.
  @Mutation(() => Boolean, { description: "Sends the contact page's Technical Issue report (name, e-mail, device, description) to the support inbox; open to any visitor. Give the same idempotencyKey when retrying." })
  async technicalIssue(
    @Args('input', { type: () => TechnicalIssueInput }) input: TechnicalIssueInput,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    const viewer = await context.viewer();
    return this.handler.execute(input, context.ip, idempotencyKey, this.pipeline.contextOf(context, viewer?.userId ?? null, idempotencyKey));
  }
}
