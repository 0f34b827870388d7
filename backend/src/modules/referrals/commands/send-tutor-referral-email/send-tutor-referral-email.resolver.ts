import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutorReferralEmailInput } from '../send-tutor-referral-email/send-tutor-referral-email.input';
import { SendTutorReferralEmailHandler } from './send-tutor-referral-email.handler';

@Resolver()
export class SendTutorReferralEmailResolver {
  constructor(
    private readonly handler: SendTutorReferralEmailHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => Boolean, {
    description:
      'The tutor invites a client (their /trc link) or a tutor (their /trt link) by e-mail. At most 10 invitations an hour per tutor ' +
      '(TOO_MANY_REQUESTS beyond), one per recipient a day. Give the same `idempotencyKey` when retrying: the invitation is then sent once.',
  })
  async sendTutorReferralEmail(
    @Args('input', { type: () => TutorReferralEmailInput }) input: TutorReferralEmailInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per invitation the tutor sends, kept across retries of it.' }) idempotencyKey?: string | null,
  ): Promise<boolean> {
    return this.handler.execute({ senderId: viewer.userId, invite: input }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
