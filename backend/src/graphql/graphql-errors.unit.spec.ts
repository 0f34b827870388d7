import { GraphQLError } from 'graphql';
import { DomainError, ForbiddenError } from '../../domain/shared/domain-error';
import { AccountMessages } from '../../domain/accounts/account.rules';
import { MESSAGE_CATALOGS, MESSAGES_BY_ID, messageIdOf } from '../../domain/shared/message-ids';
import { SessionMessages } from '../../domain/sessions/session.rules';
import { WrongExpectedVersion } from '../../platform/eventstore/event-store.port';
import { ConflictError, IdempotencyKeyReusedError, READ_MODELS_CATCHING_UP_MESSAGE, ReadModelsBehindError } from '../event-sourcing/command-pipeline';
import { CONFLICT_MESSAGE, INTERNAL_MESSAGE, INVALID_VALUE_MESSAGE, NotFoundError, toGraphQLError, TooManyRequestsError, UnauthenticatedError } from './graphql-errors';

describe('toGraphQLError', () => {
  it('turns a broken rule into BAD_USER_INPUT with its message and field messages', () => {
    const error = toGraphQLError(DomainError.fromFieldErrors({ email: 'Please enter a valid email.', password: 'Please enter a valid password.' }));
    expect(error.message).toBe('Please enter a valid email.');
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      messageId: 'account.invalidEmail',
      fieldErrors: { email: 'Please enter a valid email.', password: 'Please enter a valid password.' },
      fieldMessageIds: { email: 'account.invalidEmail', password: 'account.invalidPassword' },
    });
  });

  it('gives every registered domain message its stable id, and none to a text of no catalog', () => {
    const error = toGraphQLError(DomainError.fromFieldErrors({ email: AccountMessages.emailTaken, other: 'Some text of no catalog.' }));
    expect(error.extensions.messageId).toBe('account.emailTaken');
    expect(error.extensions.fieldMessageIds).toEqual({ email: 'account.emailTaken' });
    expect(toGraphQLError(new DomainError('Some text of no catalog.')).extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: {} });
  });

  it('registers every message of every catalog under <catalog>.<key>, ids resolving back to their text', () => {
    for (const [catalog, messages] of Object.entries(MESSAGE_CATALOGS)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(MESSAGES_BY_ID.get(`${catalog}.${key}`)).toBe(text);
        expect(MESSAGES_BY_ID.get(messageIdOf(text) ?? '')).toBe(text);
      }
    }
    expect(messageIdOf(AccountMessages.invalidCredentials)).toBe('account.invalidCredentials');
    // A text two catalogs share keeps the id of the first registered.
    expect(messageIdOf(SessionMessages.subject)).toBe('tutoringRequest.subject');
  });

  it.each([
    [new WrongExpectedVersion('user-1', 3, 4), 'common.conflict'],
    [new ConflictError('session-1'), 'common.staleEdit'],
    [new IdempotencyKeyReusedError('request-1'), 'common.idempotencyKeyReused'],
    [new ReadModelsBehindError(12, ['sessions']), 'common.savedShowingSoon'],
    [new ReadModelsBehindError(12, ['payout-replay'], READ_MODELS_CATCHING_UP_MESSAGE), 'common.catchingUp'],
    [new UnauthenticatedError(), 'common.unauthenticated'],
    [new ForbiddenError(), 'common.forbidden'],
    [new Error('boom'), 'common.internal'],
    [new RangeError('Invalid time zone specified: Mars/Olympus'), 'common.invalidValue'],
  ])('gives the platform message of %p the id %s', (input, messageId) => {
    expect(toGraphQLError(input).extensions.messageId).toBe(messageId);
  });

  it.each([
    [new WrongExpectedVersion('user-1', 3, 4), 'CONFLICT', CONFLICT_MESSAGE],
    [new IdempotencyKeyReusedError('request-1'), 'CONFLICT', 'Keys for idempotent requests can only be used with the same parameters they were first used with.'],
    [new UnauthenticatedError(), 'UNAUTHENTICATED', 'Please log in to continue.'],
    [new ForbiddenError(), 'FORBIDDEN', 'You are not allowed to do this.'],
    [new NotFoundError('No such session.'), 'NOT_FOUND', 'No such session.'],
    [new TooManyRequestsError('Slow down.'), 'TOO_MANY_REQUESTS', 'Slow down.'],
    [new RangeError('Invalid time value'), 'BAD_USER_INPUT', INVALID_VALUE_MESSAGE],
  ])('maps %p to %s', (input, code, message) => {
    const error = toGraphQLError(input);
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('answers read models behind the log as retryable (503): SERVICE_UNAVAILABLE, the change saved, with the wait before a retry', () => {
    const error = toGraphQLError(new ReadModelsBehindError(12, ['sessions']));
    expect(error.message).toBe('Your change was saved and will show in a moment.');
    expect(error.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', messageId: 'common.savedShowingSoon', retryAfterMs: 500 });
  });

  it('answers a question whose read models lag as retryable too, without saying that anything was saved', () => {
    const error = toGraphQLError(new ReadModelsBehindError(12, ['payout-replay'], READ_MODELS_CATCHING_UP_MESSAGE));
    expect(error.message).toBe('The latest changes are still being brought in. Please try again in a moment.');
    expect(error.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', messageId: 'common.catchingUp', retryAfterMs: 500 });
  });

  it('hides the details of an unexpected failure', () => {
    const error = toGraphQLError(new Error('connection string with a password in it'));
    expect(error.message).toBe(INTERNAL_MESSAGE);
    expect(error.extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('passes GraphQL errors through untouched', () => {
    const original = new GraphQLError('Unknown field', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(toGraphQLError(original)).toBe(original);
  });
});
