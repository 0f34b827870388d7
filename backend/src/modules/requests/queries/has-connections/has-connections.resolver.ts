import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { HasConnectionsHandler } from './has-connections.handler';

@Resolver()
export class HasConnectionsResolver {
  constructor(private readonly handler: HasConnectionsHandler) {}

  @SignedIn()
  @Query(() => Boolean, { description: 'Whether the viewer has sent or received a request or has a pair.' })
  hasConnections(@CurrentViewer() viewer: Viewer): Promise<boolean> {
    return this.handler.execute({ viewerId: viewer.userId });
  }
}
