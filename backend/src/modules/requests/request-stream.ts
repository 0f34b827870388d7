import { tutoringRequestDecider, TutoringRequestState } from '../../../domain/requests/tutoring-request.decider';
import { tutoringRequestStreamId } from '../../../domain/requests/tutoring-request.events';
import { ForbiddenError } from '../../../domain/shared/domain-error';
import { tutoringRequestsProjection } from '../../../projections/tutoring-requests/tutoring-requests.projection';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../graphql/graphql-errors';

/** Where a tutoring request (stream `tutoring-request-<requestId>`) is decided, and the read model its commands wait for. */
export const requestStream = {
  decider: tutoringRequestDecider,
  streamIdOf: (requestId: string) => tutoringRequestStreamId(requestId),
  readModels: [tutoringRequestsProjection.name],
} as const;

export const RequestErrors = {
  notFound: 'This tutoring request does not exist.',
  /** Spec section 4: a signed-in user with an unverified e-mail cannot connect. */
  unverifiedEmail: 'Please Verify your Email',
} as const;


export type SentRequest = Exclude<TutoringRequestState, { status: 'none' }>;

/** The request folded from its stream; NOT_FOUND when there is none, FORBIDDEN for anyone but its client and tutor. */
export async function requestOfParty(pipeline: CommandPipeline, requestId: string, viewerId: string): Promise<SentRequest> {
  const { state } = await pipeline.load(requestStream.decider, requestStream.streamIdOf(requestId));
  if (state.status === 'none') throw new NotFoundError(RequestErrors.notFound);
  if (viewerId !== state.clientId && viewerId !== state.tutorId) throw new ForbiddenError();
  return state;
}
