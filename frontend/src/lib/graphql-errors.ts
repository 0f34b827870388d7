/** Spec section 8: the first GraphQL error's message, else the error's own text. */
export function errorMessage(error: unknown): string {
  const graphQLErrors = (error as { graphQLErrors?: Array<{ message: string }> } | null)?.graphQLErrors;
  if (graphQLErrors?.length) return graphQLErrors[0].message;
  return error instanceof Error ? error.message : String(error);
}

/** Per-field messages of a BAD_USER_INPUT error, keyed by input field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const graphQLErrors = (error as { graphQLErrors?: Array<{ extensions?: { fieldErrors?: Record<string, string> } }> } | null)?.graphQLErrors;
  return graphQLErrors?.[0]?.extensions?.fieldErrors ?? {};
}
