import { Injectable } from '@nestjs/common';
import { InviteEmailResent } from '../../../../../domain/invitations/invitation.events';
import { findInvitationById } from '../../../../../projections/invitations/invitations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { InvitationMail } from '../../invitation-mail';
import { invitationStream } from '../../invitation-stream';
import { InvitationModel } from '../../invitation.model';
import { InviteTickets } from '../../invite-tickets';

/** resendInviteEmail: a new link for a waiting invitation (the earlier ones stop working), by its inviter or an admin. */
@Injectable()
export class ResendInviteEmailHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly tickets: InviteTickets,
    private readonly mail: InvitationMail,
  ) {}

  async execute(input: { viewer: Viewer; invitationId: string }, context: CommandContext): Promise<InvitationModel> {
    const invitation = await findInvitationById(this.readModels, input.invitationId);
    if (!invitation) throw new NotFoundError();
    const outcome = await this.pipeline.run(
      invitationStream.decider,
      invitationStream.streamIdOf(invitation._id),
      { type: 'ResendInvite', data: { byAdmin: input.viewer.user.profile.profileTypes.includes('ADMIN') } },
      context,
      { awaitReadModels: invitationStream.readModels },
    );
    const resent = outcome.events.find((event): event is InviteEmailResent => event.type === 'InviteEmailResent');
    if (resent) {
      const inviter = await findUserById(this.readModels, invitation.invitedBy);
      const ticket = await this.tickets.issue({ invitationId: invitation._id, sendNumber: resent.data.sendNumber }, new Date(resent.data.expiresAt));
      await this.mail.send({
        to: invitation.email,
        firstName: invitation.firstName,
        inviterName: inviter?.profile.firstName ?? input.viewer.user.profile.firstName,
        ticket,
        language: inviter?.profile.languagePreference ?? input.viewer.user.profile.languagePreference,
      });
    }
    const document = await findInvitationById(this.readModels, invitation._id);
    if (!document) throw new NotFoundError();
    return InvitationModel.fromDocument(document);
  }
}
