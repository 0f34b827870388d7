import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './support';

/** One GraphQL request as a load scenario sends it: the JSON body, and the bearer token when signed in. */
export interface LoadRequest {
  body: string;
  token?: string;
}

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
}

/**
 * autocannon against POST /graphql, the requests taken in turn from `cursor`. Every latency is kept
 * (autocannon's `response` event), as its own histogram has no p95. A request fails when it is not
 * a 200 or its body has `"errors"`. `once`: every request is sent at most once (a first-asking load).
 */
export function fireGraphql(
  url: string,
  requests: readonly LoadRequest[],
  options: { connections: number; length: { duration: number } | { amount: number }; cursor: { next: number }; once?: boolean; label: string },
): Promise<LoadFigures> {
  const { connections, length, cursor, once, label } = options;
  let failures = 0;
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql`,
        connections,
        ...length,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              if (once && cursor.next >= requests.length) throw new Error(`${label}: every request was sent; draw more`);
              const next = requests[cursor.next++ % requests.length];
              const headers: Record<string, string> = { 'content-type': 'application/json' };
              if (next.token) headers.authorization = `Bearer ${next.token}`;
              return { ...request, headers, body: next.body };
            },
            onResponse: (status, body) => {
              if (status !== 200 || body.includes('"errors"')) failures += 1;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        failures += result.errors + result.timeouts;
        resolve({
          requests: latencies.length,
          rps: latencies.length / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          max: latencies[latencies.length - 1] ?? Number.NaN,
          failures,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
  });
}

/**
 * POST /graphql over a bounded pool of keep-alive connections (node:http), for open-loop load:
 * global fetch opens a new connection for every request in flight, and past a few thousand the
 * client fails ("fetch failed") before the server has said anything.
 */
export class GraphqlHttpClient {
  private readonly agent: Agent;
  private readonly target: URL;

  constructor(url: string, maxSockets = 64) {
    this.target = new URL(`${url}/graphql`);
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  /** The answer's `data`; a status other than 200, or any `errors`, rejects with the body's start. */
  post<T = unknown>(query: string, variables: Record<string, unknown>, token: string | null): Promise<T> {
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        this.target,
        {
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (response.statusCode !== 200 || text.includes('"errors"')) return reject(new Error(`${response.statusCode}: ${text.slice(0, 200)}`));
            resolve((JSON.parse(text) as { data: T }).data);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface PassFigures extends LoadFigures {
  cpuMsPerRequest: number;
}

/**
 * The same requests in two passes, each sent once, with the server's CPU per request: after a
 * restart the first pass reads documents still encoded in their snapshot (decoded on first read),
 * the second the same documents decoded, so the two tell what the first reads cost.
 */
export async function coldThenWarmPasses(
  server: { url: string; cpuMs: () => number },
  requests: readonly LoadRequest[],
  connections: number,
  label: string,
): Promise<{ cold: PassFigures; warm: PassFigures }> {
  const pass = async (): Promise<PassFigures> => {
    const cpuBefore = server.cpuMs();
    const figures = await fireGraphql(server.url, requests, { connections, length: { amount: requests.length }, cursor: { next: 0 }, label });
    return { ...figures, cpuMsPerRequest: (server.cpuMs() - cpuBefore) / Math.max(1, figures.requests) };
  };
  const cold = await pass();
  return { cold, warm: await pass() };
}

/** A line for coldThenWarmPasses' figures. */
export function coldThenWarmLine(name: string, { cold, warm }: { cold: PassFigures; warm: PassFigures }): string {
  const figures = (pass: PassFigures) => `p50 ${pass.p50.toFixed(1)} ms, p95 ${pass.p95.toFixed(1)} ms, ${pass.cpuMsPerRequest.toFixed(2)} ms server CPU a request, ${pass.failures} failed`;
  return `${name}, one pass of ${cold.requests} requests after the restart: ${figures(cold)}; the same again: ${figures(warm)}`;
}
