import { Inject, Injectable } from '@nestjs/common';
import { userStreamId } from '../../../../../domain/accounts/account.rules';
import { userDecider } from '../../../../../domain/accounts/user.decider';
import { SessionMessages } from '../../../../../domain/sessions/session.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { MeetingProviderError, MeetingRequestError, MEETINGS, Meetings } from '../../../../../platform/meetings/meetings.port';
import { usersProjection } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { ZoomProfileModel } from '../../../accounts/user.model';

/** Ours: the spec words no Zoom message. Registered in the session catalog, so it carries a messageId. */
export const ZOOM_CONNECT_FAILED_MESSAGE = SessionMessages.zoomConnectFailed;

/**
 * associateZoom: the code from Zoom's OAuth redirect (/account-settings/zoom) is exchanged for the
 * account; its tokens go to the credential store, the profile onto the user (zoomProfile), which is
 * what scheduling a Zoom session checks.
 */
@Injectable()
export class AssociateZoomHandler {
  constructor(
    @Inject(MEETINGS) private readonly meetings: Meetings,
    private readonly pipeline: CommandPipeline,
  ) {}

  async execute(input: { userId: string; authCode: string }, context: CommandContext): Promise<ZoomProfileModel> {
    let account;
    try {
      account = await this.meetings.exchangeZoomAuthCode(input.authCode);
    } catch (error) {
      if (error instanceof MeetingRequestError || error instanceof MeetingProviderError) throw DomainError.fromFieldErrors({ authCode: ZOOM_CONNECT_FAILED_MESSAGE });
      throw error;
    }
    await this.meetings.keepZoomTokens(input.userId, account.tokens);
    const zoomProfile = { id: account.zoomUserId, firstName: account.firstName, lastName: account.lastName, email: account.email };
    await this.pipeline.run(userDecider, userStreamId(input.userId), { type: 'AssociateZoomAccount', data: { zoomProfile } }, context, { awaitReadModels: [usersProjection.name] });
    return zoomProfile;
  }
}
