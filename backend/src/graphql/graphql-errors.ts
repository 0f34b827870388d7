import { ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import { GqlExceptionFilter } from '@nestjs/graphql';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { DomainError, ForbiddenError } from '../../domain/shared/domain-error';
import { messageIdOf } from '../../domain/shared/message-ids';
import { WrongExpectedVersion } from '../../platform/eventstore/event-store.port';
import { ConflictError, IDEMPOTENCY_KEY_REUSED_MESSAGE, IdempotencyKeyReusedError, READ_MODELS_BEHIND_MESSAGE, READ_MODELS_CATCHING_UP_MESSAGE, ReadModelsBehindError } from '../event-sourcing/command-pipeline';
import { logger } from '../../platform/logging/logger';

/** Missing, expired or revoked credentials on an operation that needs a signed-in user. */
export class UnauthenticatedError extends Error {
  constructor(message = 'Please log in to continue.') {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

export class NotFoundError extends Error {
  constructor(message = 'Not found.') {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class TooManyRequestsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TooManyRequestsError';
  }
}

export const CONFLICT_MESSAGE = 'This was changed by someone else at the same time. Please try again.';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
export const INVALID_VALUE_MESSAGE = 'One of the values you entered cannot be used. Please check them and try again.';
export const TOO_LARGE_MESSAGE = 'This request is too large. Please send less text.';
export const UNREADABLE_BODY_MESSAGE = 'This request could not be read.';
/** How long a client waits before sending a SERVICE_UNAVAILABLE request again (HTTP's Retry-After, in ms). */
export const READ_MODELS_BEHIND_RETRY_AFTER_MS = 500;

/** The ids of the messages this layer writes itself (the domain's are registered in domain/shared/message-ids.ts). */
const PLATFORM_MESSAGE_IDS: ReadonlyMap<string, string> = new Map([
  [CONFLICT_MESSAGE, 'common.conflict'],
  [INTERNAL_MESSAGE, 'common.internal'],
  [INVALID_VALUE_MESSAGE, 'common.invalidValue'],
  [new ConflictError('').message, 'common.staleEdit'],
  [IDEMPOTENCY_KEY_REUSED_MESSAGE, 'common.idempotencyKeyReused'],
  [READ_MODELS_BEHIND_MESSAGE, 'common.savedShowingSoon'],
  [READ_MODELS_CATCHING_UP_MESSAGE, 'common.catchingUp'],
  [new UnauthenticatedError().message, 'common.unauthenticated'],
  [new ForbiddenError().message, 'common.forbidden'],
  [new NotFoundError().message, 'common.notFound'],
  [TOO_LARGE_MESSAGE, 'common.tooLarge'],
  [UNREADABLE_BODY_MESSAGE, 'common.unreadableBody'],
]);

/** The stable id the browser translates a message by; the English text is its fallback. */
export function messageIdOfText(text: string): string | undefined {
  return messageIdOf(text) ?? PLATFORM_MESSAGE_IDS.get(text);
}

/** `extensions` with the message's id (`messageId`) and, for field messages, `fieldMessageIds`, where the texts are registered. */
function extensionsOf(code: string, message: string, fieldErrors?: Readonly<Record<string, string>>): Record<string, unknown> {
  const extensions: Record<string, unknown> = { code };
  const messageId = messageIdOfText(message);
  if (messageId) extensions.messageId = messageId;
  if (fieldErrors) {
    extensions.fieldErrors = fieldErrors;
    const fieldMessageIds = Object.fromEntries(
      Object.entries(fieldErrors)
        .map(([field, text]) => [field, messageIdOfText(text)])
        .filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    if (Object.keys(fieldMessageIds).length > 0) extensions.fieldMessageIds = fieldMessageIds;
  }
  return extensions;
}

/**
 * The one place where failures become GraphQL errors with an `extensions.code` the browser acts on,
 * and, for a known text, `extensions.messageId` (and `fieldMessageIds`) the browser translates by.
 */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const answer = (code: string, message: string, fieldErrors?: Readonly<Record<string, string>>) =>
    new GraphQLError(message, { extensions: extensionsOf(code, message, fieldErrors) });
  if (error instanceof DomainError) return answer('BAD_USER_INPUT', error.message, error.fieldErrors);
  if (error instanceof ConflictError) return answer('CONFLICT', error.message);
  if (error instanceof IdempotencyKeyReusedError) return answer('CONFLICT', error.message);
  if (error instanceof WrongExpectedVersion) return answer('CONFLICT', CONFLICT_MESSAGE);
  // HTTP 503's meaning, kept in a 200 GraphQL answer so the browser still reads the code and message:
  // the change is recorded (or, for a question, the answer is not ready), and the same request sent again answers it.
  if (error instanceof ReadModelsBehindError) {
    const unavailable = answer('SERVICE_UNAVAILABLE', error.message);
    unavailable.extensions.retryAfterMs = READ_MODELS_BEHIND_RETRY_AFTER_MS;
    return unavailable;
  }
  if (error instanceof UnauthenticatedError) return answer('UNAUTHENTICATED', error.message);
  if (error instanceof ForbiddenError) return answer('FORBIDDEN', error.message);
  if (error instanceof NotFoundError) return answer('NOT_FOUND', error.message);
  if (error instanceof TooManyRequestsError) return answer('TOO_MANY_REQUESTS', error.message);
  if (error instanceof HttpException && error.getStatus() < 500) return answer('BAD_REQUEST', error.message);
  // A value no rule checked that the runtime cannot use (an invalid time value or zone, a number out of range):
  // the deciders check what they record, so this is a value of the request, not our failure. Logged to find the missing check.
  if (error instanceof RangeError) {
    logger.warn({ err: error }, 'a value no rule checked reached the runtime');
    return answer('BAD_USER_INPUT', INVALID_VALUE_MESSAGE);
  }
  logger.error({ err: error }, 'unexpected error in a GraphQL operation');
  return answer('INTERNAL_SERVER_ERROR', INTERNAL_MESSAGE);
}

/**
 * Express error middleware for /graphql: a body the JSON parser refuses (over its size limit, not
 * JSON) is answered as a GraphQL error with a code, like every other refusal, rather than as the
 * framework's bare HTTP error.
 */
export function graphqlBodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: unknown; type?: unknown } | null)?.status;
  if (typeof status !== 'number' || status >= 500 || typeof (error as { type?: unknown }).type !== 'string') return next(error);
  const [code, message] = status === 413 ? ['PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE] : ['BAD_REQUEST', UNREADABLE_BODY_MESSAGE];
  res.status(status).json({ errors: [{ message, extensions: extensionsOf(code, message) }] });
}

@Catch()
export class GraphqlErrorFilter implements GqlExceptionFilter {
  catch(exception: unknown, _host: ArgumentsHost): GraphQLError {
    return toGraphQLError(exception);
  }
}
