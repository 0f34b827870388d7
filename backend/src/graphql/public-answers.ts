import type { ApolloServerPlugin, BaseContext, GraphQLRequest } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { Kind, OperationDefinitionNode } from 'graphql';
import { LeastRecentlyUsed } from '../support/least-recently-used';

/** Where a public query's answer comes from: the read-model collections it reads (none: static data). */
export type PublicQueries = Readonly<Record<string, readonly string[]>>;

/** The read models' change marks (ReadModels.changeMarkOf): equal marks, unchanged documents. */
export interface ChangeMarks {
  changeMarkOf(collection: string): number;
}

interface KeptAnswer {
  collections: readonly string[];
  marks: string;
  /** The response body, as Apollo sends it. */
  body: string;
}

/**
 * The answers to public queries (the same for every visitor: searches, typeaheads, catalog lookups),
 * kept per document, operation name and variables while the read models they come from are
 * unchanged. A search page is asked again and again (the popular course near a busy ZIP code, the
 * next keystroke's prefix) while tutors change far less often; executing one costs several times
 * more than sending it again.
 *
 * The Apollo plugin decides what is kept: an operation made only of listed root fields that answered
 * without errors, under the marks read before it executed (an answer computed while a read model
 * changed is kept under the older marks, so never handed out). The Express middleware in front of
 * Apollo hands kept answers out, so a repeated search costs about what `{ __typename }` does.
 */
export class PublicAnswers {
  private readonly answers: LeastRecentlyUsed<KeptAnswer>;

  constructor(
    private readonly queries: PublicQueries,
    private readonly marks: ChangeMarks,
    private readonly capacity: number,
  ) {
    this.answers = new LeastRecentlyUsed(capacity);
  }

  /** False with a capacity of 0: then neither the plugin nor the middleware has anything to do. */
  get keepsAny(): boolean {
    return this.capacity > 0;
  }

  plugin(): ApolloServerPlugin<BaseContext> {
    // Keeping none: not even the answer's serialisation is paid for.
    if (this.capacity === 0) return {};
    return {
      requestDidStart: async () => {
        let key: string | null = null;
        let collections: readonly string[] = [];
        let marksBefore = '';
        return {
          responseForOperation: async (context) => {
            // Apollo calls this hook even when no operation matched (an unknown operationName), typings notwithstanding.
            const operation = context.operation as OperationDefinitionNode | undefined;
            if (!operation) return null;
            const read = this.collectionsOf(operation);
            if (read) {
              key = keyOf(context.request);
              collections = read;
              marksBefore = this.marksOf(read);
            }
            return null;
          },
          willSendResponse: async (context) => {
            if (key === null || context.response.body.kind !== 'single') return;
            const result = context.response.body.singleResult;
            if (result.errors?.length) this.answers.delete(key);
            // Apollo's own serialisation (runHttpQuery's prettyJSONStringify).
            else this.answers.set(key, { collections, marks: marksBefore, body: `${JSON.stringify(result)}\n` });
          },
        };
      },
    };
  }

  /** Express middleware for POST /graphql: a kept answer still valid, else on to Apollo. */
  middleware() {
    return (req: Request, res: Response, next: NextFunction) => {
      if (this.capacity === 0) return next();
      const request = req.body as GraphQLRequest | undefined;
      // Apollo's CSRF prevention lets an application/json POST through, so handing it out here skips no check.
      if (req.method !== 'POST' || typeof request?.query !== 'string' || !req.is('application/json')) return next();
      const kept = this.answers.find(keyOf(request));
      if (!kept || kept.marks !== this.marksOf(kept.collections)) return next();
      res.status(200).set({ 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(kept.body)) }).end(kept.body);
    };
  }

  private collectionsOf(operation: OperationDefinitionNode): string[] | null {
    if (operation.operation !== 'query') return null;
    const collections = new Set<string>();
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return null;
      const sources = this.queries[selection.name.value];
      if (!sources) return null;
      for (const source of sources) collections.add(source);
    }
    return [...collections];
  }

  private marksOf(collections: readonly string[]): string {
    return collections.map((collection) => this.marks.changeMarkOf(collection)).join(',');
  }
}

function keyOf(request: GraphQLRequest): string {
  return `${request.operationName ?? ''}\u0000${JSON.stringify(request.variables ?? {})}\u0000${request.query ?? ''}`;
}
