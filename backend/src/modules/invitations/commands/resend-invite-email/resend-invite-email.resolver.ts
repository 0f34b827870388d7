import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { InvitationModel } from '../../invitation.model';
import { ResendInviteEmailHandler } from './resend-invite-email.handler';

@Resolver()
export class ResendInviteEmailResolver {
  constructor(
    private readonly handler: ResendInviteEmailHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR', 'ADMIN')
  @Mutation(() => InvitationModel, { description: "E-mails a waiting invitation again with a new link (valid 14 days; earlier links stop working): the inviter's own, or any for an admin." })
  async resendInviteEmail(
    @Args('invitationId', { type: () => ID }) invitationId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<InvitationModel> {
    return this.handler.execute({ viewer, invitationId }, this.pipeline.contextOf(context, viewer.userId));
  }
}
