import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { DocumentNode, GraphQLError, GraphQLSchema, Kind, parse, visit } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

/**
 * The most an operation may cost: every field it selects counts 1, each alias again (so 2,000
 * aliased searches cost 2,000 times a search). The browser's dearest operation (57 in November 2026) costs well under
 * this (query-cost.unit.spec.ts computes every document of frontend/src against it).
 */
export const QUERY_COST_LIMIT = 250;

/** Fields walked at most while pricing one operation (fragments spread into each other included). */
const MAX_PRICED_NODES = 10_000;

export const QUERY_COST_MESSAGE_ID = 'common.queryTooComplex';
export const QUERY_COST_CODE = 'GRAPHQL_VALIDATION_FAILED';

export function queryCostMessage(limit: number): string {
  return `This request asks for too much at once: at most ${limit} fields, aliases included. Please ask for less, or split it into several requests.`;
}

/**
 * Costs already worked out, per parsed document (Apollo hands the same DocumentNode for the same
 * query text) and operation name: pricing walks every field against the schema, a good part of a
 * small query's own cost. Only documents whose cost cannot depend on variables are kept.
 */
const knownCosts = new WeakMap<DocumentNode, Map<string, number>>();

/** True when no `@include`/`@skip` takes a variable: every field counts whatever the variables. */
function costIgnoresVariables(document: DocumentNode): boolean {
  let ignores = true;
  visit(document, {
    Directive(directive) {
      if (directive.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE)) ignores = false;
    },
  });
  return ignores;
}

/** queryCostOf, kept per document when the variables cannot change it. */
export function cachedQueryCostOf(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number | null {
  let costs = knownCosts.get(document);
  if (costs === undefined && costIgnoresVariables(document)) knownCosts.set(document, (costs = new Map()));
  const known = costs?.get(operationName ?? '');
  if (known !== undefined) return known;
  const cost = queryCostOf(schema, document, variables, operationName);
  if (costs && cost !== null) costs.set(operationName ?? '', cost);
  return cost;
}

/** What an operation costs; null when its variables do not fit it (execution then answers that itself). */
export function queryCostOf(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number | null {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      ...(operationName ? { operationName } : {}),
      estimators: [simpleEstimator({ defaultComplexity: 1 })],
      maxQueryNodes: MAX_PRICED_NODES,
    });
  } catch (error) {
    // Past the node limit the library stops counting: too much, whatever the exact figure.
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) return Number.POSITIVE_INFINITY;
    return null;
  }
}

/** The error an operation over the limit answers, or null; over HTTP (Apollo drops `http` from the answer) with status 400. */
export function queryCostError(cost: number | null, limit: number, { overHttp = false } = {}): GraphQLError | null {
  if (cost === null || cost <= limit) return null;
  return new GraphQLError(queryCostMessage(limit), {
    extensions: { code: QUERY_COST_CODE, messageId: QUERY_COST_MESSAGE_ID, limit, ...(Number.isFinite(cost) ? { cost } : {}), ...(overHttp ? { http: { status: 400 } } : {}) },
  });
}

/** What graphql-ws's subscribe message carries (its SubscribePayload). */
interface SubscribePayload {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

type OnSubscribe = (ctx: never, id: string, payload: SubscribePayload) => unknown;

/**
 * The query cost limit, for HTTP operations (an Apollo plugin: checked once the operation is parsed
 * and validated, before anything executes) and for graphql-ws subscriptions (their onSubscribe,
 * with the schema Apollo started with: the one the websocket server serves too).
 */
export class QueryCostLimit {
  private schema: GraphQLSchema | null = null;

  constructor(readonly limit: number = QUERY_COST_LIMIT) {}

  plugin(): ApolloServerPlugin<BaseContext> {
    return {
      serverWillStart: async ({ schema }) => {
        this.schema = schema;
      },
      requestDidStart: async () => ({
        didResolveOperation: async ({ schema, document, request, operationName }) => {
          const error = queryCostError(cachedQueryCostOf(schema, document, request.variables, operationName), this.limit, { overHttp: true });
          if (error) throw error;
        },
      }),
    };
  }

  /** The `subscriptions` option of the Apollo driver with the limit checked on every graphql-ws subscribe, after any onSubscribe already there. */
  withSubscriptions<T extends { 'graphql-ws'?: object }>(subscriptions: T): T {
    const options = (subscriptions['graphql-ws'] ?? {}) as { onSubscribe?: OnSubscribe };
    const earlier = options.onSubscribe;
    const onSubscribe = async (ctx: never, id: string, payload: SubscribePayload) => {
      const answer = earlier ? await earlier(ctx, id, payload) : undefined;
      if (answer !== undefined) return answer;
      const errors = this.subscriptionErrors(payload);
      return errors.length > 0 ? errors : undefined;
    };
    return { ...subscriptions, 'graphql-ws': { ...options, onSubscribe } };
  }

  private subscriptionErrors(payload: SubscribePayload): GraphQLError[] {
    if (!this.schema) return [];
    let document: DocumentNode;
    try {
      document = parse(payload.query);
    } catch {
      return []; // graphql-ws answers a syntax error itself
    }
    const error = queryCostError(queryCostOf(this.schema, document, payload.variables ?? undefined, payload.operationName), this.limit);
    return error ? [error] : [];
  }
}
