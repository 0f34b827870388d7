import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { meetingChoiceOf } from '../../session-inputs';
import { SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';
import { CreateSessionHandler } from './create-session.handler';
import { CreateSessionInput } from './create-session.input';

/** US Eastern when the form gives no zone: the product's time zones are US ones. */
export const DEFAULT_TIME_ZONE_ID = 'America/New_York';

@Resolver()
export class CreateSessionResolver {
  constructor(
    private readonly handler: CreateSessionHandler,
    private readonly pipeline: CommandPipeline,
    private readonly views: SessionViews,
  ) {}

  @SignedIn()
  @Mutation(() => [SessionModel], { description: 'The tutor schedules a session (or a recurring series: one session per occurrence) with a paired client.' })
  async createSession(@Args('input') input: CreateSessionInput, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<SessionModel[]> {
    const ids = await this.handler.execute(
      {
        tutorId: viewer.userId,
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
      this.pipeline.contextOf(context, viewer.userId, input.idempotencyKey),
    );
    return this.views.byIds(ids);
  }
}
