import { Inject, Injectable } from '@nestjs/common';
import { AccountMessages } from '../../../../../domain/accounts/account.rules';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { CREDENTIAL_STORE, CredentialStore } from '../../../../../platform/credentials/credential-store.port';
import { FILE_STORAGE, FileStorage } from '../../../../../platform/files/file-storage.port';
import { logger } from '../../../../../platform/logging/logger';
import { MEETINGS, Meetings } from '../../../../../platform/meetings/meetings.port';
import { PERSONAL_DATA_SHREDDER, PersonalDataShredder } from '../../../../../platform/personal-data/personal-data-keys.port';
import { conversationsProjection } from '../../../../../projections/conversations/conversations.projection';
import { invitationsAcceptedBy, invitationsProjection } from '../../../../../projections/invitations/invitations.projection';
import { notificationsProjection } from '../../../../../projections/notifications/notifications.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { referralsProjection } from '../../../../../projections/referrals/referrals.projection';
import { reviewsProjection } from '../../../../../projections/reviews/reviews.projection';
import { tutorSearchProjection } from '../../../../../projections/tutor-search/tutor-search.projection';
import { tutoringRequestsProjection } from '../../../../../projections/tutoring-requests/tutoring-requests.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { EmailAddressStreams } from '../../../accounts/account-lookup';
import { passwordKey } from '../../../accounts/auth/credential-keys';
import { SessionRevocation } from '../../../accounts/auth/session-revocation';
import { userStream } from '../../../accounts/user-stream';

/** Every read model that shows a person's name or words: deleteUser answers once they no longer do. */
const READ_MODELS_SCRUBBED_ON_DELETION = [
  ...userStream.readModels,
  conversationsProjection.name,
  invitationsProjection.name,
  tutorSearchProjection.name,
  tutoringRequestsProjection.name,
  reviewsProjection.name,
  notificationsProjection.name,
  referralsProjection.name,
];

/**
 * deleteUser (admins): erases the person and keeps the facts. Records UserDeleted (who, why), then
 * destroys the person's key so every personal field of their events reads as a placeholder
 * (crypto-shredding; the read models scrub themselves on UserDeleted), frees their e-mail address for a
 * new account, removes their password and
 * Zoom tokens so they cannot sign in, ends every session, and deletes their uploads. Sessions,
 * payouts and totals are other streams' facts and stay as they are. Each erasure step is
 * idempotent: called again for a deleted user, it finishes an erasure a crash interrupted.
 */
@Injectable()
export class DeleteUserHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly revocation: SessionRevocation,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(MEETINGS) private readonly meetings: Meetings,
    @Inject(PERSONAL_DATA_SHREDDER) private readonly personalData: PersonalDataShredder,
    private readonly emailAddresses: EmailAddressStreams,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { userId: string; reason: string }, context: CommandContext): Promise<boolean> {
    const streamId = userStream.streamIdOf(input.userId);
    const { state } = await this.pipeline.load(userStream.decider, streamId);
    if (state.status === 'none') throw new NotFoundError(AccountMessages.userNotFound);
    // An admin who deleted their own account would lock the panel's last door behind them.
    if (input.userId === context.actorId) throw new ForbiddenError();
    // The invitations they accepted hold their name and address as the invitee (sealed under each invitation's key).
    const acceptedInvitationIds = (await invitationsAcceptedBy(this.readModels, input.userId)).map((invitation) => invitation._id);
    if (state.status === 'registered') {
      const command = { type: 'DeleteUser' as const, data: { byUserId: context.actorId ?? '', reason: input.reason, acceptedInvitationIds } };
      await this.pipeline.run(userStream.decider, streamId, command, context, {
        awaitReadModels: READ_MODELS_SCRUBBED_ON_DELETION,
      });
      // The address may open a new account. Known only until the key is gone: a retry after a crash here keeps it reserved.
      await this.pipeline.run(this.emailAddresses.decider, this.emailAddresses.streamIdOf(state.email), { type: 'ReleaseEmailAddressOfDeletedUser', data: { email: state.email, userId: input.userId } }, context);
    }
    await this.personalData.shred(input.userId);
    for (const invitationId of acceptedInvitationIds) await this.personalData.shred(invitationId);
    await this.credentials.delete(passwordKey(input.userId));
    await this.meetings.forgetZoomTokens(input.userId);
    await this.revocation.endAllSessions(input.userId);
    const deletedFiles = await this.files.deleteOwnedBy(input.userId);
    logger.info({ userId: input.userId, deletedFiles }, 'user deleted: personal data shredded, credentials and files removed, sessions ended');
    return true;
  }
}
