import { Injectable } from '@nestjs/common';
import { AccountMessages, isValidPassword } from '../../../../../domain/accounts/account.rules';
import { InvitationMessages } from '../../../../../domain/invitations/invitation.rules';
import { referralCodeOf } from '../../../../../projections/referrals/referrals.projection';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { findInvitationById } from '../../../../../projections/invitations/invitations.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { SessionClaims } from '../../../accounts/auth/session-token.service';
import { EmailSignupHandler } from '../../../accounts/commands/email-signup/email-signup.handler';
import { ClientProfileTypeEnum } from '../../../accounts/user.model';
import { invitationStream } from '../../invitation-stream';
import { InviteTickets } from '../../invite-tickets';

/**
 * activateAccountFromInvite: the invitee sets a password from the link. The invitation's stream
 * takes the link once (a used, replaced or expired link is the spec's invalid link; a retry with the
 * same idempotency key replays and signs the same account in); the account is
 * then made as a sign-up makes it, its address verified (the link came to it), its id derived from
 * the invitation. A tutor's invitee counts as referred by the tutor.
 */
@Injectable()
export class ActivateAccountFromInviteHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly tickets: InviteTickets,
    private readonly signup: EmailSignupHandler,
  ) {}

  async execute(input: { token: string; password: string }, context: CommandContext): Promise<SessionClaims> {
    const ticket = await this.tickets.find(input.token);
    const invitation = ticket && (await findInvitationById(this.readModels, ticket.invitationId));
    if (!ticket || !invitation) throw new DomainError(InvitationMessages.invalidLink);
    if (!isValidPassword(input.password)) throw DomainError.fromFieldErrors({ password: AccountMessages.invalidPassword });
    const userId = deterministicUuid(`invited-user:${invitation._id}`);
    await this.pipeline.run(invitationStream.decider, invitationStream.streamIdOf(invitation._id), { type: 'AcceptInvitation', data: { userId, sendNumber: ticket.sendNumber } }, context, {
      awaitReadModels: invitationStream.readModels,
    });
    return this.signup.signUpClient(
      {
        email: invitation.email,
        password: input.password,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        clientProfileType: invitation.clientProfileType as ClientProfileTypeEnum,
        referralCode: invitation.inviterRole === 'TUTOR' ? referralCodeOf(invitation.invitedBy) : null,
      },
      context,
      { userId, emailProven: true },
    );
  }
}
