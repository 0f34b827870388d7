import { ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import { GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { DomainError, ForbiddenError } from '../../domain/shared/domain-error';
import { WrongExpectedVersion } from '../../platform/eventstore/event-store.port';
import { ConflictError } from '../event-sourcing/command-pipeline';
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

/** The one place where failures become GraphQL errors with an `extensions.code` the browser acts on. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof DomainError) {
    return new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: error.fieldErrors } });
  }
  if (error instanceof ConflictError) return new GraphQLError(error.message, { extensions: { code: 'CONFLICT' } });
  if (error instanceof WrongExpectedVersion) return new GraphQLError(CONFLICT_MESSAGE, { extensions: { code: 'CONFLICT' } });
  if (error instanceof UnauthenticatedError) return new GraphQLError(error.message, { extensions: { code: 'UNAUTHENTICATED' } });
  if (error instanceof ForbiddenError) return new GraphQLError(error.message, { extensions: { code: 'FORBIDDEN' } });
  if (error instanceof NotFoundError) return new GraphQLError(error.message, { extensions: { code: 'NOT_FOUND' } });
  if (error instanceof TooManyRequestsError) return new GraphQLError(error.message, { extensions: { code: 'TOO_MANY_REQUESTS' } });
  if (error instanceof HttpException && error.getStatus() < 500) {
    return new GraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' } });
  }
  logger.error({ err: error }, 'unexpected error in a GraphQL operation');
  return new GraphQLError(INTERNAL_MESSAGE, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

@Catch()
export class GraphqlErrorFilter implements GqlExceptionFilter {
  catch(exception: unknown, _host: ArgumentsHost): GraphQLError {
    return toGraphQLError(exception);
  }
}
