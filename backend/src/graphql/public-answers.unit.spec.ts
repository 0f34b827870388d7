import { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { PublicAnswers } from './public-answers';

describe('PublicAnswers', () => {
  let executions = 0;
  let mark = 1;
  const answers = new PublicAnswers({ tutors: ['tutor_search'], catalog: [], broken: [] }, { changeMarkOf: () => mark }, 100);
  const server = new ApolloServer({
    typeDefs: `type Query { tutors(course: String!): Int, catalog: Int, viewer: Int, broken: Int }`,
    resolvers: {
      Query: {
        tutors: () => ++executions,
        catalog: () => ++executions,
        viewer: () => ++executions,
        broken: () => {
          executions++;
          throw new Error('read store down');
        },
      },
    },
    plugins: [answers.plugin()],
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  /** Asks as a browser does: the middleware in front answers what it kept, else Apollo executes. */
  const ask = async (query: string, variables: Record<string, unknown> = {}): Promise<unknown> => {
    let sent: string | undefined;
    const req = { method: 'POST', body: { query, variables }, is: (type: string) => type === 'application/json' } as unknown as Request;
    const res = { status: () => res, set: () => res, end: (body: string) => (sent = body) } as unknown as Response;
    answers.middleware()(req, res, () => undefined);
    if (sent !== undefined) return JSON.parse(sent);
    const response = await server.executeOperation({ query, variables });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return JSON.parse(JSON.stringify(response.body.singleResult));
  };
  const TUTORS = 'query ($course: String!) { tutors(course: $course) }';

  it('answers the same document and variables again without executing, until the read model changes', async () => {
    const first = await ask(TUTORS, { course: 'Algebra 1' });
    expect(await ask(TUTORS, { course: 'Algebra 1' })).toEqual(first);
    expect(await ask(TUTORS, { course: 'Geometry' })).not.toEqual(first);
    mark++;
    expect(await ask(TUTORS, { course: 'Algebra 1' })).not.toEqual(first);
  });

  it('leaves a request naming no operation of its document to Apollo\'s own error', async () => {
    const response = await server.executeOperation({ query: 'query A { catalog }', operationName: 'B' });
    expect(response.http.status).toBe(400);
    expect(response.body.kind === 'single' && response.body.singleResult.errors?.[0].extensions?.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });

  it('keeps answers of static data whatever changes', async () => {
    const first = await ask('{ catalog }');
    mark++;
    expect(await ask('{ catalog }')).toEqual(first);
  });

  it('executes every time an operation that asks anything not listed, or that failed', async () => {
    const first = await ask('{ catalog viewer }');
    expect(await ask('{ catalog viewer }')).not.toEqual(first);
    const before = executions;
    await ask('{ broken }');
    await ask('{ broken }');
    expect(executions).toBe(before + 2);
  });

  it('hands out nothing but to a JSON POST, which Apollo’s CSRF prevention would let through too', async () => {
    await ask('{ catalog }');
    let passedOn = false;
    const req = { method: 'POST', body: { query: '{ catalog }' }, is: () => false } as unknown as Request;
    answers.middleware()(req, {} as Response, () => (passedOn = true));
    expect(passedOn).toBe(true);
  });
});

describe('PublicAnswers keeping none (PUBLIC_ANSWERS_KEPT=0)', () => {
  it('executes every request: the middleware hands nothing out and the plugin keeps nothing', async () => {
    let executions = 0;
    const none = new PublicAnswers({ tutors: ['tutor_search'] }, { changeMarkOf: () => 1 }, 0);
    const server = new ApolloServer({ typeDefs: 'type Query { tutors: Int }', resolvers: { Query: { tutors: () => ++executions } }, plugins: [none.plugin()] });
    await server.start();
    try {
      const passedOn: boolean[] = [];
      for (let i = 0; i < 2; i++) {
        const req = { method: 'POST', body: { query: '{ tutors }' }, is: () => true } as unknown as Request;
        const res = { status: () => res, set: () => res, end: () => passedOn.push(false) } as unknown as Response;
        none.middleware()(req, res, () => passedOn.push(true));
        await server.executeOperation({ query: '{ tutors }' });
      }
      expect(passedOn).toEqual([true, true]);
      expect(executions).toBe(2);
      // Not even serialised to be kept: the plugin hooks into nothing.
      expect(none.plugin().requestDidStart).toBeUndefined();
    } finally {
      await server.stop();
    }
  });
});
