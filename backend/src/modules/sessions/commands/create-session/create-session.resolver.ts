import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessions } from '../../../../../projections/sessions/sessions.projection';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { meetingChoiceOf } from '../../session-inputs';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views.service';
import { CreateSessionInput } from './create-session.input';

/** US Eastern when the form gives no zone: the product's time zones are US ones. */
export const DEFAULT_TIME_ZONE_ID = 'America/New_York';

@Resolver()
export class CreateSessionResolver {
  constructor(
    private readonly sessions: SessionCommands,
    private readonly views: SessionViews,
    private readonly readModels: ReadModels,
  ) {}

  @SignedIn()
  @Mutation(() => [SessionModel], { description: 'The tutor schedules a session (or a recurring series: one session per occurrence) with a paired client.' })
  async createSession(@Args('input') input: CreateSessionInput, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<SessionModel[]> {
    const ids = await this.sessions.create(
      viewer.userId,
      {
        tuteeIds: [...(input.tuteeId ? [input.tuteeId] : []), ...(input.tuteeIds ?? [])],
        subject: input.subject,
        gradeLevel: input.gradeLevel,
        startTime: input.startTime,
        endTime: input.endTime,
        timeZoneId: input.timeZoneId || DEFAULT_TIME_ZONE_ID,
        sessionType: input.sessionType,
        meeting: meetingChoiceOf(input) ?? { meetingSolution: 'LESSONSPACE' },
        recurringDays: input.recurringDays,
        weeksRecurring: input.weeksRecurring,
        idempotencyKey: input.idempotencyKey,
      },
      this.sessions.contextOf(context, viewer.userId),
    );
    return this.views.list(await findSessions(this.readModels, ids));
  }
}
