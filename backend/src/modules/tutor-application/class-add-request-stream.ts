import { classAddRequestDecider, classAddRequestStreamId } from '../../../domain/tutor-application/class-add-request.decider';
import { classAddRequestsProjection, findClassAddRequest } from '../../../projections/class-add-requests/class-add-requests.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { NotFoundError } from '../../graphql/graphql-errors';
import { ClassAddRequestMessages } from '../../../domain/tutor-application/class-add-request.decider';
import { ClassAddRequestModel } from './tutor-application.model';

/** Where a class-add request is decided (stream `class-add-request-<id>`), and the read model its commands wait for. */
export const classAddRequestStream = {
  decider: classAddRequestDecider,
  streamIdOf: classAddRequestStreamId,
  readModels: [classAddRequestsProjection.name],
} as const;

/** The request as the queue shows it, once the command reached the read model. */
export async function classAddRequestAnswerOf(readModels: ReadModels, requestId: string): Promise<ClassAddRequestModel> {
  const request = await findClassAddRequest(readModels, requestId);
  if (!request) throw new NotFoundError(ClassAddRequestMessages.notFound);
  return ClassAddRequestModel.from(request);
}
