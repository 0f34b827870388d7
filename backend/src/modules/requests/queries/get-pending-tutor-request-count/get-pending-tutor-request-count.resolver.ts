import { Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { GetPendingTutorRequestCountHandler } from './get-pending-tutor-request-count.handler';

@Resolver()
export class GetPendingTutorRequestCountResolver {
  constructor(private readonly handler: GetPendingTutorRequestCountHandler) {}

  @SignedIn('TUTOR')
  @Query(() => Int, { description: 'Requests waiting for the viewer’s answer: the Find Clients badge.' })
  getPendingTutorRequestCount(@CurrentViewer() viewer: Viewer): Promise<number> {
    return this.handler.execute({ viewerId: viewer.userId });
  }
}
