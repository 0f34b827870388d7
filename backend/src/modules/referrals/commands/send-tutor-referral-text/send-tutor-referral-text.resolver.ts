import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorReferralTextInput } from '../send-tutor-referral-email/send-tutor-referral-email.input';
import { SendTutorReferralTextHandler } from './send-tutor-referral-text.handler';

@Resolver()
export class SendTutorReferralTextResolver {
  constructor(
    private readonly handler: SendTutorReferralTextHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => Boolean, {
    description:
      'The tutor invites a client (their /trc link) or a tutor (their /trt link) by text message. At most 10 invitations an hour per tutor ' +
      '(TOO_MANY_REQUESTS beyond), one per recipient a day. Give the same `idempotencyKey` when retrying: the invitation is then sent once.',
  })
  async sendTutorReferralText(
    @Args('input', { type: () => TutorReferralTextInput }) input: TutorReferralTextInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per invitation the tutor sends, kept across retries of it.' }) idempotencyKey?: string | null,
  ): Promise<boolean> {
    return this.handler.execute({ senderId: viewer.userId, invite: input }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
