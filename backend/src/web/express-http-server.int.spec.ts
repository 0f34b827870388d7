import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import { ExpressAdapterWithAppPrototypes } from './express-http-server';

/** Serves one Express route through the adapter's server; what the server made, and what the route answered. */
async function serveOnce(adapter: ExpressAdapter, path: string, init?: RequestInit) {
  adapter.initHttpServer({});
  const app = adapter.getInstance<Express>();
  app.post('/echo', (req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => res.status(201).cookie('seen', 'yes').json({ ip: req.ip, query: req.query, body, accepts: req.accepts('json') }));
  });
  const server = adapter.getHttpServer() as Server;
  let madeWithAppPrototypes: boolean | null = null;
  // Before Express sees them: what the server itself made.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    madeWithAppPrototypes = Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, init);
    return { madeWithAppPrototypes, status: response.status, cookie: response.headers.get('set-cookie'), answer: await response.json() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("the HTTP server's requests and responses", () => {
  const asked = { method: 'POST', headers: { accept: 'application/json' }, body: 'hello' };

  it("are made with the Express app's own prototypes, and Express answers through them as ever", async () => {
    const served = await serveOnce(new ExpressAdapterWithAppPrototypes(), '/echo?page=2', asked);
    expect(served.madeWithAppPrototypes).toBe(true);
    expect(served.status).toBe(201);
    expect(served.cookie).toMatch(/^seen=yes;/);
    expect(served.answer).toEqual({ ip: '127.0.0.1', query: { page: '2' }, body: 'hello', accepts: 'json' });
  });

  it("are plain Node objects from Nest's own adapter, for Express to change as each comes in", async () => {
    const served = await serveOnce(new ExpressAdapter(), '/echo?page=2', asked);
    expect(served.madeWithAppPrototypes).toBe(false);
    expect(served.answer).toEqual({ ip: '127.0.0.1', query: { page: '2' }, body: 'hello', accepts: 'json' });
  });
});
