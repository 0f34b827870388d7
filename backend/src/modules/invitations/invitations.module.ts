import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ActivateAccountFromInviteHandler } from './commands/activate-account-from-invite/activate-account-from-invite.handler';
import { ActivateAccountFromInviteResolver } from './commands/activate-account-from-invite/activate-account-from-invite.resolver';
import { InviteClientHandler } from './commands/invite-client/invite-client.handler';
import { InviteClientResolver } from './commands/invite-client/invite-client.resolver';
import { ResendInviteEmailHandler } from './commands/resend-invite-email/resend-invite-email.handler';
import { ResendInviteEmailResolver } from './commands/resend-invite-email/resend-invite-email.resolver';
import { InvitationMail } from './invitation-mail';
import { InviteTickets } from './invite-tickets';
import { GetInvitedUserByTokenHandler } from './queries/get-invited-user-by-token/get-invited-user-by-token.handler';
import { GetInvitedUserByTokenResolver } from './queries/get-invited-user-by-token/get-invited-user-by-token.resolver';
import { GetSentInvitationsHandler } from './queries/get-sent-invitations/get-sent-invitations.handler';
import { GetSentInvitationsResolver } from './queries/get-sent-invitations/get-sent-invitations.resolver';

/** Tutors and admins invite clients by e-mail; the invitee sets a password from the link (/su/h/{ticketId}). */
@Module({
  imports: [AccountsModule],
  providers: [
    InvitationMail,
    InviteTickets,
    InviteClientHandler,
    InviteClientResolver,
    ResendInviteEmailHandler,
    ResendInviteEmailResolver,
    ActivateAccountFromInviteHandler,
    ActivateAccountFromInviteResolver,
    GetInvitedUserByTokenHandler,
    GetInvitedUserByTokenResolver,
    GetSentInvitationsHandler,
    GetSentInvitationsResolver,
  ],
})
export class InvitationsModule {}
