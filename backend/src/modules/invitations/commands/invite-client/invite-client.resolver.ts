import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { InvitationModel } from '../../invitation.model';
import { InviteClientHandler } from './invite-client.handler';
import { InviteClientInput } from './invite-client.input';

@Resolver()
export class InviteClientResolver {
  constructor(
    private readonly handler: InviteClientHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR', 'ADMIN')
  @Mutation(() => InvitationModel, { description: 'A tutor or an admin invites a client by e-mail: the link /su/h/{ticketId} lets them set a password and sign in.' })
  async inviteClient(
    @Args('input') input: InviteClientInput,
    @Args('idempotencyKey', { type: () => String, description: 'One per invitation sent, kept across retries: a retry records and e-mails nothing more.' }) idempotencyKey: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<InvitationModel> {
    return this.handler.execute({ inviter: viewer, invitee: input }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
