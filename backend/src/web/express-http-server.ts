import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * Nest's Express adapter, whose HTTP server makes each request and response with the Express app's
 * own prototypes (`app.request`, `app.response`) from the start.
 *
 * Express gives them those prototypes as each request comes in (`Object.setPrototypeOf` in
 * `app.handle`). In V8 that change kept about a third of what a request allocates alive through
 * the young generation's collections (on a plain Express app, 35 % of it survived one against 0.1 %
 * without the change; in this server, a fifth of a trivial query's 50 KB): every collection copied
 * it, then moved it to the old generation, whose full collections grew more frequent
 * (ops/bench/README.md, session 21). Made with them already, Express's own call finds them set and
 * changes nothing.
 */
export class ExpressAdapterWithAppPrototypes extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    // HTTPS and tracked connections keep Nest's own server (neither is used here).
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer({ IncomingMessage: constructedWith(IncomingMessage, app.request), ServerResponse: constructedWith(ServerResponse, app.response) }, app);
  }
}

/**
 * A constructor that builds what `base` builds, with `prototype` as its instances' prototype. A
 * function, not a subclass: its `prototype` must be the app's object itself, the one Express then
 * sets, for V8 to leave the instance as it is.
 */
function constructedWith<C>(base: C, prototype: object): C {
  const construct = base as unknown as (this: object, ...args: unknown[]) => void;
  function Made(this: object, ...args: unknown[]): void {
    construct.apply(this, args);
  }
  Made.prototype = prototype;
  return Made as unknown as C;
}
