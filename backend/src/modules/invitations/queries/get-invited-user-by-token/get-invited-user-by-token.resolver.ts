import { Args, Query, Resolver } from '@nestjs/graphql';
import { InvitedUserModel } from '../../invitation.model';
import { GetInvitedUserByTokenHandler } from './get-invited-user-by-token.handler';

@Resolver()
export class GetInvitedUserByTokenResolver {
  constructor(private readonly handler: GetInvitedUserByTokenHandler) {}

  /** Open to visitors: the ticket is the secret, and it names only its own invitee. */
  @Query(() => InvitedUserModel, { nullable: true, description: 'Who the invite link /su/h/{ticketId} is for (`token` = the ticket); null when it was used, replaced by a newer one, expired or never existed.' })
  getInvitedUserByToken(@Args('token', { type: () => String }) token: string): Promise<InvitedUserModel | null> {
    return this.handler.execute(token);
  }
}
