import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { sessionsProjection } from '../../../../../projections/sessions/sessions.projection';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { SessionModel } from '../../session.models';
import { SessionReader } from '../../session-reader.service';

@Resolver()
export class AdminFixErrorSessionResolver {
  constructor(
    private readonly sessions: SessionCommands,
    private readonly reader: SessionReader,
    private readonly runtime: CommandRuntime,
  ) {}

  /** The admins' fixErrorSession: the same decision, recorded as fixed by the admin; the payout schedule runs it again now. */
  @SignedIn('ADMIN')
  @Mutation(() => SessionModel, {
    description: 'An admin fixes a session whose payout failed: it is RECENTLY_COMPLETED again and processed again now. Admins only.',
  })
  async adminFixErrorSession(@Args('sessionId', { type: () => ID }) sessionId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<SessionModel> {
    await this.sessions.require(sessionId);
    const outcome = await this.sessions.run(sessionId, { type: 'FixErrorSession', data: { byAdmin: true } }, this.sessions.contextOf(context, viewer.userId));
    // The admins' error list is read next: it no longer shows this session.
    await this.runtime.awaitReadModels(outcome.position, [sessionsProjection.name]);
    return this.reader.view(sessionId);
  }
}
