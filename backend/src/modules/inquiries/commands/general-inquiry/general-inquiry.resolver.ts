import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context } from '../../../accounts/auth/access';
import { GraphqlContext } from '../../../accounts/auth/graphql-context';
import { GeneralInquiryInput } from '../../inquiry.models';
import { GeneralInquiryHandler } from './general-inquiry.handler';

@Resolver()
export class GeneralInquiryResolver {
  constructor(
    private readonly handler: GeneralInquiryHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  // Open to visitors (spec section 6); a signed-in sender is recorded with the inquiry.
  @Mutation(() => Boolean, { description: "Sends the contact page's General Inquiry (subject, name, e-mail, message) to the support inbox; open to any visitor. Give the same idempotencyKey when retrying." })
  async generalInquiry(
    @Args('input', { type: () => GeneralInquiryInput }) input: GeneralInquiryInput,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    const viewer = await context.viewer();
    return this.handler.execute(input, context.ip, idempotencyKey, this.pipeline.contextOf(context, viewer?.userId ?? null, idempotencyKey));
  }
}
