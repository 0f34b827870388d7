import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

/** A middleware or an error middleware, as Express takes them. */
export type LaneStep = RequestHandler | ErrorRequestHandler;

const JSON_CONTENT = /^application\/json\s*(;|$)/i;

/**
 * Answers a GraphQL POST with a JSON body by running the given steps in order, as the app's first
 * middleware. Express's router walks every layer for every request, matching each one's path: for
 * a GraphQL POST that walk (the static files, the page fallback, Nest's middleware, a dozen layers)
 * cost about a quarter of the trivial query's CPU. The steps are the same functions the app
 * registers for the long way, so both answer alike; every other request (a multipart upload, a GET,
 * another path) goes the long way.
 *
 * `steps` answers null until the GraphQL server has started: until then everything goes the long way.
 */
export function graphqlHttpLane(path: string, steps: () => readonly LaneStep[] | null): RequestHandler {
  return (req, res, next) => {
    const chain = steps();
    if (chain === null || req.method !== 'POST' || !isPath(req.url, path) || !JSON_CONTENT.test(req.headers['content-type'] ?? '')) return next();
    runInOrder(chain, req, res, next);
  };
}

function isPath(url: string, path: string): boolean {
  return url.startsWith(path) && (url.length === path.length || url[path.length] === '?');
}

/**
 * Express's own order of calls for one path: an error skips to the next error middleware, a
 * middleware's thrown error or rejected promise (Express 5 awaits them) becomes an error, and what is
 * left when the steps run out goes on to the app's next layer.
 */
function runInOrder(steps: readonly LaneStep[], req: Request, res: Response, done: NextFunction): void {
  let index = 0;
  const next = (error?: unknown): void => {
    while (index < steps.length) {
      const step = steps[index++];
      const handlesErrors = step.length === 4;
      if (Boolean(error) !== handlesErrors) continue;
      try {
        const result: unknown = error ? (step as ErrorRequestHandler)(error, req, res, next) : (step as RequestHandler)(req, res, next);
        if (isPromise(result)) result.then(undefined, (rejection: unknown) => next(rejection ?? new Error('Rejected promise returned by a middleware')));
      } catch (thrown) {
        next(thrown);
      }
      return;
    }
    done(error);
  };
  next();
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}
