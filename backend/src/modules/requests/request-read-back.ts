import { findTutoringRequest, TutoringRequestDocument } from '../../../projections/tutoring-requests/tutoring-requests.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { NotFoundError } from '../../graphql/graphql-errors';
import { RequestErrors } from './request-stream';

/** The request as its read model shows it (a command waits for the read model before reading it back). */
export async function requestDocument(readModels: ReadModels, requestId: string): Promise<TutoringRequestDocument> {
  const request = await findTutoringRequest(readModels, requestId);
  if (!request) throw new NotFoundError(RequestErrors.notFound);
  return request;
}
