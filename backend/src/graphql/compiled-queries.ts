import { HeaderMap, type ApolloServerPlugin, type BaseContext, type GraphQLResponse } from '@apollo/server';
import { DocumentNode, GraphQLError, GraphQLFormattedError, GraphQLSchema, Kind, OperationDefinitionNode, visit } from 'graphql';
import { compileQuery, CompiledQuery, isCompiledQuery } from 'graphql-jit';

/** Apollo's `formatError` option. */
export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** Introspection is left to graphql-js: it is rare, and the only place graphql-js's meta fields have their own resolvers. */
function introspects(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(field) {
      if (field.name.value === '__schema' || field.name.value === '__type') found = true;
    },
  });
  return found;
}

/**
 * Queries executed by graphql-jit instead of graphql-js (an Apollo plugin's `responseForOperation`,
 * after parsing, validation, the query-cost check and every plugin's `didResolveOperation`).
 *
 * graphql-js interprets the operation for every object it completes: per field, it looks the field
 * up, works out its arguments (`getArgumentValues`, arguments or not), builds a resolve info, calls
 * the default resolver and completes the value by its type. A search page is 20 tutor cards of about
 * 40 fields each. graphql-jit compiles the operation once, per parsed document (Apollo hands the same
 * DocumentNode for the same text) and operation name, into a function that does the same with
 * property reads and the type's checks inlined; resolvers are the schema's own, so Nest's guards,
 * interceptors and exception filters run inside them as before.
 *
 * Only queries: mutations keep graphql-js's serial execution and subscriptions go through graphql-ws.
 * What graphql-jit would answer otherwise than graphql-js is left to graphql-js, before any resolver
 * runs: variables it refuses (Apollo answers those with its 400 and its own wording), introspection,
 * and an operation it cannot compile. Errors of an executed query are formatted as Apollo formats
 * the errors of its own execution (`normalizeAndFormatErrors`: `code` defaulted to
 * INTERNAL_SERVER_ERROR, `extensions.http` taken into the response head, then `formatError`, which
 * must be the one Apollo is given, if any), so an answer reads the same whichever engine produced it.
 */
export function compiledQueriesPlugin({ formatError }: { formatError?: FormatError } = {}): ApolloServerPlugin<BaseContext> {
  const compiled = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, CompiledQuery | null>>>();

  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let bySchema = compiled.get(schema);
    if (!bySchema) compiled.set(schema, (bySchema = new WeakMap()));
    let byName = bySchema.get(document);
    if (!byName) bySchema.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let query = byName.get(key);
    if (query === undefined) {
      const result = introspects(document) ? null : compileQuery(schema, document, operationName);
      query = result && isCompiledQuery(result) ? result : null;
      byName.set(key, query);
    }
    return query;
  };

  return {
    requestDidStart: async () => ({
      responseForOperation: async ({ schema, document, request, contextValue, ...context }) => {
        // Apollo calls this hook even when no operation matched (an unknown operationName), typings notwithstanding.
        const operation = context.operation as OperationDefinitionNode | undefined;
        if (operation?.operation !== 'query') return null;
        const query = compiledFor(schema, document, context.operationName ?? undefined);
        if (!query) return null;
        const result = await query.query(undefined, contextValue, request.variables ?? {});
        // Refused variables: no resolver ran, and graphql-js answers them as Apollo's clients expect.
        if (result.data === undefined) return null;
        return responseOf(result.data, result.errors, formatError);
      },
    }),
  };
}

/** The response Apollo would send for this result (requestPipeline's handling of an execution result). */
function responseOf(data: unknown, errors: readonly GraphQLError[] | undefined, formatError: FormatError | undefined): GraphQLResponse {
  const http = { status: undefined as number | undefined, headers: new HeaderMap() };
  if (!errors?.length) return { http, body: { kind: 'single', singleResult: { data: data as Record<string, unknown> | null } } };
  const formatted = errors.map((error) => {
    try {
      const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions?.code ?? INTERNAL_SERVER_ERROR };
      const head = extensions.http as { status?: unknown; headers?: unknown } | undefined;
      if (head && typeof head === 'object' && (head.status === undefined || typeof head.status === 'number') && (head.headers === undefined || head.headers instanceof Map)) {
        if (typeof head.status === 'number') http.status = head.status;
        if (head.headers instanceof Map) for (const [name, value] of head.headers) http.headers.set(name, value as string);
        delete extensions.http;
      }
      const enriched: GraphQLFormattedError = { ...error.toJSON(), extensions };
      return formatError ? formatError(enriched, error) : enriched;
    } catch {
      return { message: 'Internal server error', extensions: { code: INTERNAL_SERVER_ERROR } };
    }
  });
  return { http, body: { kind: 'single', singleResult: { data: data as Record<string, unknown> | null, errors: formatted } } };
}

const INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR';

/** For tests: whether a document is one this plugin executes (a query graphql-jit compiles). */
export function isCompiledOperation(schema: GraphQLSchema, document: DocumentNode, operationName?: string): boolean {
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName));
  if (operation?.operation !== 'query' || introspects(document)) return false;
  return isCompiledQuery(compileQuery(schema, document, operationName));
}
