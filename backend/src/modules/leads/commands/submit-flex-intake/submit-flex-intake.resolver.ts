import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { SubmitFlexIntakeHandler } from './submit-flex-intake.handler';
import { FlexIntakeInput } from './submit-flex-intake.input';

@Resolver()
export class SubmitFlexIntakeResolver {
  constructor(
    private readonly handler: SubmitFlexIntakeHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  // Open to visitors, as an intake form is; a signed-in sender is recorded as the actor.
  @Mutation(() => Boolean, {
    description: 'Records a family’s intake for flexible tutoring as a lead (source FLEX_INTAKE) for the staff to follow up; open to any visitor. Give the same idempotencyKey when retrying.',
  })
  async submitFlexIntake(
    @Args('input', { type: () => FlexIntakeInput }) input: FlexIntakeInput,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    const viewer = await context.viewer();
    return this.handler.execute(input, context.ip, idempotencyKey, this.pipeline.contextOf(context, viewer?.userId ?? null, idempotencyKey));
  }
}
