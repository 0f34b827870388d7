import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import express, { ErrorRequestHandler, json, NextFunction, Request, RequestHandler, Response } from 'express';
import { graphqlHttpLane, LaneStep } from './graphql-http-lane';

/** An app shaped like ours: the lane first, then the long way's layers, each leaving a trace. */
describe('graphqlHttpLane', () => {
  let server: Server;
  let base: string;
  let steps: LaneStep[] | null;
  let trace: string[];

  const tracing = (name: string): RequestHandler => (_req, _res, next) => {
    trace.push(name);
    next();
  };
  const answer: RequestHandler = (req, res) => {
    trace.push('answer');
    res.json({ body: req.body as unknown, cookie: req.headers.cookie ?? null });
  };
  const answerError: ErrorRequestHandler = (error: Error, _req: Request, res: Response, _next: NextFunction) => {
    trace.push(`error handler: ${error.message}`);
    res.status(400).json({ error: error.message });
  };

  beforeAll(async () => {
    const app = express();
    app.use(graphqlHttpLane('/graphql', () => steps));
    app.use(tracing('long way'));
    app.use(json());
    app.post('/graphql', answer);
    app.post('/graphqlx', answer);
    app.get('/graphql', answer);
    app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
      trace.push(`app error handler: ${error.message}`);
      res.status(500).json({ error: error.message });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    trace = [];
    steps = [tracing('first'), json(), tracing('second'), answer];
  });

  const post = (path: string, contentType = 'application/json', body = '{"query":"{ __typename }"}') => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('answers a JSON POST to the path with its steps in order, never reaching the later layers', async () => {
    const response = await post('/graphql');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ body: { query: '{ __typename }' }, cookie: null });
    expect(trace).toEqual(['first', 'second', 'answer']);
  });

  it('takes the path with a query string and a JSON type with parameters', async () => {
    const response = await post('/graphql?operation=x', 'Application/JSON; charset=utf-8');
    expect(response.status).toBe(200);
    expect(trace).toEqual(['first', 'second', 'answer']);
  });

  it('leaves every other request to the long way: another type, another path, another method', async () => {
    await post('/graphql', 'text/plain', 'hello');
    await post('/graphqlx');
    await fetch(`${base}/graphql`);
    expect(trace).toEqual(['long way', 'answer', 'long way', 'answer', 'long way', 'answer']);
  });

  it('leaves everything to the long way until its steps are given', async () => {
    steps = null;
    const response = await post('/graphql');
    expect(response.status).toBe(200);
    expect(trace).toEqual(['long way', 'answer']);
  });

  it('skips to the next error step on an error, as Express does, and not past it', async () => {
    const failing: RequestHandler = () => {
      throw new Error('thrown');
    };
    steps = [tracing('first'), failing, tracing('skipped'), answerError, tracing('after the answer')];
    const response = await post('/graphql');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'thrown' });
    expect(trace).toEqual(['first', 'error handler: thrown']);
  });

  it('turns a rejected promise into an error, as Express 5 does', async () => {
    const rejecting: RequestHandler = async () => {
      throw new Error('rejected');
    };
    steps = [rejecting, answerError];
    const response = await post('/graphql');
    expect(response.status).toBe(400);
    expect(trace).toEqual(['error handler: rejected']);
  });

  it('hands an error no step answers to the app, and a body the parser refuses is such an error', async () => {
    const response = await post('/graphql', 'application/json', '{not json');
    expect(response.status).toBe(500);
    expect(trace[0]).toEqual('first');
    expect(trace[1]).toMatch(/^app error handler: /);
    expect(trace).toHaveLength(2);
  });

  it('goes on to the app when its steps run out without answering', async () => {
    steps = [tracing('first')];
    const response = await post('/graphql');
    expect(response.status).toBe(200);
    expect(trace).toEqual(['first', 'long way', 'answer']);
  });
});
