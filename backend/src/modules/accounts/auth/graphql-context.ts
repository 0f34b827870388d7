import { randomUUID } from 'node:crypto';
import { Request, Response } from 'express';
import { UserDocument } from '../../../../projections/users/users.projection';
import { sessionTokenOf } from './session-cookie';

/** What a signed-in request carries about its user. */
export interface Viewer {
  userId: string;
  /** The read store's own document, frozen: read it, never change it. */
  user: UserDocument;
}

export interface GraphqlContext {
  req: Request;
  res: Response;
  requestId: string;
  correlationId: string;
  ip: string;
  /** True when the request presented a token, valid or not: an invalid one is UNAUTHENTICATED, never a visitor. */
  presentedToken: boolean;
  /** Resolved once per request, on first use. */
  viewer: () => Promise<Viewer | null>;
  /** Each idempotency key of the operation to the fingerprint of its arguments (set by graphql/idempotent-inputs.ts). */
  inputFingerprints?: Map<string, string>;
}

export function requestIdentity(req: Request): { requestId: string; correlationId: string; ip: string } {
  const requestId = randomUUID();
  const header = req.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && /^[\w-]{1,100}$/.test(header) ? header : requestId;
  return { requestId, correlationId, ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' };
}

/** The context of a GraphQL operation over HTTP; its viewer is resolved once, on first use. */
export function graphqlHttpContext(viewers: { resolve(req: Request): Promise<Viewer | null> }): (request: { req: Request; res: Response }) => GraphqlContext {
  return ({ req, res }) => {
    let viewer: Promise<Viewer | null> | undefined;
    return {
      req,
      res,
      ...requestIdentity(req),
      presentedToken: sessionTokenOf(req) !== null,
      viewer: () => (viewer ??= viewers.resolve(req)),
    };
  };
}
