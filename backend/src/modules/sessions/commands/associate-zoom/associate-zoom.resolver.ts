import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ZoomProfileModel } from '../../../accounts/user.model';
import { AssociateZoomHandler } from './associate-zoom.handler';

export { ZOOM_CONNECT_FAILED_MESSAGE } from './associate-zoom.handler';

@Resolver()
export class AssociateZoomResolver {
  constructor(
    private readonly handler: AssociateZoomHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => ZoomProfileModel, { description: 'Connects the viewer’s Zoom account from the authorization code of Zoom’s OAuth redirect, so Zoom sessions get meetings on it.' })
  associateZoom(@Args('authCode', { type: () => String }) authCode: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<ZoomProfileModel> {
    return this.handler.execute({ userId: viewer.userId, authCode }, this.pipeline.contextOf(context, viewer.userId));
  }
}
