import { Inject, Injectable } from '@nestjs/common';
import { isInviteLinkUsable } from '../../../../../domain/invitations/invitation.decider';
import { CLOCK, Clock } from '../../../../../platform/clock/clock.port';
import { findInvitationById } from '../../../../../projections/invitations/invitations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { invitationStream } from '../../invitation-stream';
import { InvitedUserModel } from '../../invitation.model';
import { InviteTickets } from '../../invite-tickets';

/** getInvitedUserByToken: who a working invite link is for; null for a used, replaced, expired or unknown one. */
@Injectable()
export class GetInvitedUserByTokenHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly tickets: InviteTickets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<InvitedUserModel | null> {
    const ticket = await this.tickets.find(token);
    if (!ticket) return null;
    const { state } = await this.pipeline.load(invitationStream.decider, invitationStream.streamIdOf(ticket.invitationId));
    const invitation = await findInvitationById(this.readModels, ticket.invitationId);
    if (!invitation || !isInviteLinkUsable(state, ticket.sendNumber, this.clock.now())) return null;
    const inviter = await findUserById(this.readModels, invitation.invitedBy);
    return {
      email: invitation.email,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      clientProfileType: invitation.clientProfileType,
      invitedByFirstName: inviter?.profile.firstName ?? '',
    };
  }
}
