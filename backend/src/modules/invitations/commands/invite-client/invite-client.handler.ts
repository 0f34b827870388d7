import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { normaliseEmail } from '../../../../../domain/accounts/account.rules';
import { ClientInvited } from '../../../../../domain/invitations/invitation.events';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { findInvitationById } from '../../../../../projections/invitations/invitations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserByEmail } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { InvitationMail } from '../../invitation-mail';
import { invitationStream } from '../../invitation-stream';
import { InvitationModel } from '../../invitation.model';
import { InviteTickets } from '../../invite-tickets';
import { InviteClientInput } from './invite-client.input';

/**
 * inviteClient: a tutor or an admin invites a client by e-mail. The invitation's id derives from the
 * inviter and the idempotency key, so a retried invitation is recorded and e-mailed once.
 */
@Injectable()
export class InviteClientHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly tickets: InviteTickets,
    private readonly mail: InvitationMail,
  ) {}

  async execute(input: { inviter: Viewer; invitee: InviteClientInput }, context: CommandContext): Promise<InvitationModel> {
    const { inviter, invitee } = input;
    const invitationId = context.idempotencyKey ? deterministicUuid(`invitation:${inviter.userId}:${context.idempotencyKey}`) : randomUUID();
    const emailHasAccount = (await findUserByEmail(this.readModels, normaliseEmail(invitee.email))) !== null;
    const outcome = await this.pipeline.run(
      invitationStream.decider,
      invitationStream.streamIdOf(invitationId),
      {
        type: 'InviteClient',
        data: {
          invitationId,
          email: invitee.email,
          firstName: invitee.firstName,
          lastName: invitee.lastName,
          clientProfileType: invitee.clientProfileType,
          invitedBy: inviter.userId,
          inviterRole: inviter.user.profile.profileTypes.includes('ADMIN') ? 'ADMIN' : 'TUTOR',
          emailHasAccount,
        },
      },
      context,
      { awaitReadModels: invitationStream.readModels },
    );
    const invited = outcome.events.find((event): event is ClientInvited => event.type === 'ClientInvited');
    if (invited) {
      const ticket = await this.tickets.issue({ invitationId, sendNumber: 1 }, new Date(invited.data.expiresAt));
      await this.mail.send({ to: invited.data.email, firstName: invited.data.firstName, inviterName: inviter.user.profile.firstName, ticket, language: inviter.user.profile.languagePreference });
    }
    const document = await findInvitationById(this.readModels, invitationId);
    if (!document) throw new NotFoundError();
    return InvitationModel.fromDocument(document);
  }
}
