import { Injectable } from '@nestjs/common';
import { listInvitations } from '../../../../../projections/invitations/invitations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { InvitationModel } from '../../invitation.model';

/** The most invitations a list shows, newest first. */
const SHOWN_INVITATIONS = 50;

/** getSentInvitations: a tutor's own invitations; every invitation for an admin. */
@Injectable()
export class GetSentInvitationsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(viewer: Viewer): Promise<InvitationModel[]> {
    const invitedBy = viewer.user.profile.profileTypes.includes('ADMIN') ? null : viewer.userId;
    return (await listInvitations(this.readModels, { invitedBy, limit: SHOWN_INVITATIONS })).map((document) => InvitationModel.fromDocument(document));
  }
}
