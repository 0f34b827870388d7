interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: string; messageId?: string; fieldErrors?: Record<string, string>; fieldMessageIds?: Record<string, string> };
}

function firstGraphQLError(error: unknown): GraphQLErrorLike | undefined {
  return (error as { graphQLErrors?: GraphQLErrorLike[] } | null)?.graphQLErrors?.[0];
}

/** Spec section 8: the first GraphQL error's message, else the error's own text (English: a fallback, see errorMessageId). */
export function errorMessage(error: unknown): string {
  const first = firstGraphQLError(error);
  if (first) return first.message;
  return error instanceof Error ? error.message : String(error);
}

/** The stable id of the first GraphQL error's message (`extensions.messageId`), which the browser translates by. */
export function errorMessageId(error: unknown): string | undefined {
  return firstGraphQLError(error)?.extensions?.messageId;
}

/** The first GraphQL error's `extensions.code` (e.g. CONFLICT, BAD_USER_INPUT). */
export function errorCode(error: unknown): string | undefined {
  return firstGraphQLError(error)?.extensions?.code;
}

/** A stale edit: someone changed the record since the screen loaded it. */
export function isConflict(error: unknown): boolean {
  return errorCode(error) === 'CONFLICT';
}

/** Per-field messages of a BAD_USER_INPUT error, keyed by input field. */
export function fieldErrors(error: unknown): Record<string, string> {
  return firstGraphQLError(error)?.extensions?.fieldErrors ?? {};
}

/** Per-field message ids of a BAD_USER_INPUT error, keyed by input field. */
export function fieldMessageIds(error: unknown): Record<string, string> {
  return firstGraphQLError(error)?.extensions?.fieldMessageIds ?? {};
}
