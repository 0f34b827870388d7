import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { GetPendingSessionCountHandler } from './get-pending-session-count.handler';

@Resolver()
export class GetPendingSessionCountResolver {
  constructor(private readonly handler: GetPendingSessionCountHandler) {}

  @SignedIn()
  @Query(() => Int, { description: 'How many of the viewer’s sessions are not yet processed (upcoming or recently completed), on local dates (YYYY-MM-DD) matching dateRegex when given.' })
  getPendingSessionCount(@Args('dateRegex', { type: () => String, nullable: true }) dateRegex: string | null, @CurrentViewer() viewer: Viewer): Promise<number> {
    return this.handler.execute({ userId: viewer.userId, dateRegex: dateRegex ?? null });
  }
}
