import { Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../auth/access';
import { GraphqlContext, Viewer } from '../../auth/graphql-context';
import { UserModel } from '../../user.model';
import { DisassociateZoomHandler } from './disassociate-zoom.handler';

@Resolver()
export class DisassociateZoomResolver {
  constructor(
    private readonly handler: DisassociateZoomHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UserModel, { description: 'Disconnects the viewer’s Zoom account (connected with associateZoom); refused when none is connected.' })
  async disassociateZoom(@CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<UserModel> {
    return UserModel.fromDocument(await this.handler.execute({ userId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
