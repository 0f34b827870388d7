import { Inject } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { MeetingProviderError, MeetingRequestError, MEETINGS, Meetings } from '../../../../../platform/meetings/meetings.port';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ZoomProfileModel } from '../../../accounts/user.model';
import { UserAccountCommands } from '../../../phone-verification/user-account-commands.service';
import { SessionCommands } from '../../session-commands.service';

/** Ours: the spec words no Zoom message. */
export const ZOOM_CONNECT_FAILED_MESSAGE = 'We could not connect your Zoom account. Please try again.';

@Resolver()
export class AssociateZoomResolver {
  constructor(
    @Inject(MEETINGS) private readonly meetings: Meetings,
    private readonly users: UserAccountCommands,
    private readonly sessions: SessionCommands,
  ) {}

  /**
   * The code from Zoom's OAuth redirect (/account-settings/zoom) is exchanged for the account; its
   * tokens go to the credential store, the profile onto the user (zoomProfile).
   */
  @SignedIn()
  @Mutation(() => ZoomProfileModel, { description: 'Connects the viewer’s Zoom account from the authorization code of Zoom’s OAuth redirect, so Zoom sessions get meetings on it.' })
  async associateZoom(@Args('authCode', { type: () => String }) authCode: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<ZoomProfileModel> {
    let account;
    try {
      account = await this.meetings.exchangeZoomAuthCode(authCode);
    } catch (error) {
      if (error instanceof MeetingRequestError || error instanceof MeetingProviderError) throw DomainError.fromFieldErrors({ authCode: ZOOM_CONNECT_FAILED_MESSAGE });
      throw error;
    }
    await this.meetings.keepZoomTokens(viewer.userId, account.tokens);
    const zoomProfile = { id: account.zoomUserId, firstName: account.firstName, lastName: account.lastName, email: account.email };
    await this.users.run(viewer.userId, { type: 'AssociateZoomAccount', data: { zoomProfile } }, this.sessions.contextOf(context, viewer.userId));
    return zoomProfile;
  }
}
