import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { InvitationModel } from '../../invitation.model';
import { GetSentInvitationsHandler } from './get-sent-invitations.handler';

@Resolver()
export class GetSentInvitationsResolver {
  constructor(private readonly handler: GetSentInvitationsHandler) {}

  @SignedIn('TUTOR', 'ADMIN')
  @Query(() => [InvitationModel], { description: "The latest 50 invitations, newest first: a tutor's own, or everyone's for an admin." })
  getSentInvitations(@CurrentViewer() viewer: Viewer): Promise<InvitationModel[]> {
    return this.handler.execute(viewer);
  }
}
