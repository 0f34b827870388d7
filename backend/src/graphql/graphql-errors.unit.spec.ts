import { GraphQLError } from 'graphql';
import { DomainError, ForbiddenError } from '../../domain/shared/domain-error';
import { WrongExpectedVersion } from '../../platform/eventstore/event-store.port';
import { CONFLICT_MESSAGE, INTERNAL_MESSAGE, NotFoundError, toGraphQLError, TooManyRequestsError, UnauthenticatedError } from './graphql-errors';

describe('toGraphQLError', () => {
  it('turns a broken rule into BAD_USER_INPUT with its message and field messages', () => {
    const error = toGraphQLError(DomainError.fromFieldErrors({ email: 'Please enter a valid email.', password: 'Please enter a valid password.' }));
    expect(error.message).toBe('Please enter a valid email.');
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: 'Please enter a valid email.', password: 'Please enter a valid password.' },
    });
  });

  it.each([
    [new WrongExpectedVersion('user-1', 3, 4), 'CONFLICT', CONFLICT_MESSAGE],
    [new UnauthenticatedError(), 'UNAUTHENTICATED', 'Please log in to continue.'],
    [new ForbiddenError(), 'FORBIDDEN', 'You are not allowed to do this.'],
    [new NotFoundError('No such session.'), 'NOT_FOUND', 'No such session.'],
    [new TooManyRequestsError('Slow down.'), 'TOO_MANY_REQUESTS', 'Slow down.'],
  ])('maps %p to %s', (input, code, message) => {
    const error = toGraphQLError(input);
    expect(error.extensions.code).toBe(code);
    expect(error.message).toBe(message);
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
