import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { buildSchema, graphql, GraphQLSchema, parse, validate } from 'graphql';
import pino from 'pino';
import { ContentFixture, describeContentSourceContract } from './content-source.contract';
import { ContentBlock } from '../../../platform/content/content-source.port';
import { CMS_PAGE_BY_SLUG_QUERY, CMS_PAGES_QUERY, EXPECTED_CMS_SCHEMA, GraphqlCmsContentSource } from './graphql-cms-content-source';

type CmsPage = Record<string, unknown>;
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void | Promise<void>;

const TOKEN = 'cms-secret-token';
const CMS_LOCALE = { en: 'en', sp: 'es' } as const;

/** A block as the CMS of EXPECTED_CMS_SCHEMA sends it. */
function cmsBlock(block: ContentBlock): Record<string, unknown> {
  switch (block.type) {
    case 'hero':
      return { __typename: 'HeroBlock', heading: block.heading, subheading: block.subheading ?? null, ctaLabel: block.ctaLabel ?? null, ctaUrl: block.ctaHref ?? null };
    case 'richText':
      return { __typename: 'RichTextBlock', text: block.paragraphs.join('\n\n') };
    case 'featureList':
      return { __typename: 'FeatureListBlock', heading: block.heading ?? null, features: block.items };
    case 'faq':
      return { __typename: 'FaqBlock', entries: block.items };
  }
}

/** A page as the CMS sends it: one entry id for all its locales, as Contentful and Strapi do. */
function cmsPage(fixture: ContentFixture): CmsPage {
  return {
    id: `entry-${fixture.slug}`,
    locale: CMS_LOCALE[fixture.language],
    slug: fixture.slug,
    title: fixture.title,
    seoDescription: fixture.description,
    menuTitle: fixture.menuTitle,
    menuOrder: fixture.menuOrder,
    showInMainMenu: fixture.inMainMenu,
    parent: fixture.parentSlug ? { slug: fixture.parentSlug } : null,
    blocks: fixture.blocks.map(cmsBlock),
  };
}

/** Answers the adapter's queries by executing them against EXPECTED_CMS_SCHEMA over the given pages. */
function cmsHandler(pages: CmsPage[], schema: GraphQLSchema = buildSchema(EXPECTED_CMS_SCHEMA)): Handler {
  const rootValue = {
    pages: ({ locale }: { locale: string }) => pages.filter((candidate) => candidate.locale === locale),
    page: ({ slug, locale }: { slug: string; locale: string }) => pages.find((candidate) => candidate.locale === locale && candidate.slug === slug) ?? null,
  };
  return async (request, body, response) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized');
      return;
    }
    const { query, variables, operationName } = JSON.parse(body) as { query: string; variables: Record<string, unknown>; operationName: string };
    const result = await graphql({ schema, source: query, variableValues: variables, operationName, rootValue });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  };
}

async function startCms(handler: Handler): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => void handler(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    server,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function capturingLogger() {
  const lines: Array<Record<string, unknown> & { level: number; msg: string }> = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

// A real HTTP server on loopback running a GraphQL executor, so queries are checked against the expected remote schema.
describeContentSourceContract('GraphQL CMS (against a local GraphQL server)', async (fixtures) => {
  const cms = await startCms(cmsHandler(fixtures.map(cmsPage)));
  return { source: new GraphqlCmsContentSource({ url: cms.url, token: TOKEN, logger: pino({ level: 'silent' }) }), cleanup: cms.close };
});

describe('GraphQL CMS content source', () => {
  const pricing = (overrides: Partial<CmsPage> = {}): CmsPage => ({
    ...cmsPage({
      slug: 'pricing',
      language: 'en',
      title: 'Pricing',
      description: 'What tutoring costs.',
      menuTitle: 'Pricing',
      parentSlug: null,
      menuOrder: 1,
      inMainMenu: true,
      blocks: [{ type: 'richText', paragraphs: ['Pay per session.'] }],
    }),
    ...overrides,
  });
  let cms: Awaited<ReturnType<typeof startCms>> | null = null;
  afterEach(async () => {
    await cms?.close();
    cms = null;
  });

  it('sends queries that are valid against the expected CMS schema', () => {
    const schema = buildSchema(EXPECTED_CMS_SCHEMA);
    expect(validate(schema, parse(CMS_PAGES_QUERY))).toEqual([]);
    expect(validate(schema, parse(CMS_PAGE_BY_SLUG_QUERY))).toEqual([]);
  });

  it('fills in what the CMS leaves out: description, menu title, menu order, main-menu flag; the root path is home', async () => {
    cms = await startCms(cmsHandler([pricing({ slug: '/', seoDescription: null, menuTitle: null, menuOrder: null, showInMainMenu: null })]));
    const source = new GraphqlCmsContentSource({ url: cms.url, token: TOKEN, logger: pino({ level: 'silent' }) });
    expect(await source.allPages('en')).toEqual([
      expect.objectContaining({ id: 'en/entry-pricing', slug: 'home', description: '', menuTitle: 'Pricing', menuOrder: 0, inMainMenu: false }),
    ]);
  });

  it('skips an unusable page and a block type it does not know, with a warning, and serves the rest', async () => {
    const schema = buildSchema(`${EXPECTED_CMS_SCHEMA}\n type VideoBlock { url: String! }\n extend union PageBlock = VideoBlock`);
    const video = { __typename: 'VideoBlock', url: 'https://example.com/video' };
    const pages = [pricing({ blocks: [video, ...(pricing().blocks as unknown[])] }), pricing({ id: 'broken', slug: 'faq', title: '' })];
    cms = await startCms(cmsHandler(pages, schema));
    const { logger, lines } = capturingLogger();
    const source = new GraphqlCmsContentSource({ url: cms.url, token: TOKEN, logger });
    const all = await source.allPages('en');
    expect(all.map((page) => page.slug)).toEqual(['pricing']);
    expect(all[0].blocks).toEqual([{ type: 'richText', paragraphs: ['Pay per session.'] }]);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['content service sent a block type this backend does not know: skipped', 'content service sent an unusable page: skipped']),
    );
  });

  it('sends the bearer token, and treats a refusal as a failure', async () => {
    cms = await startCms(cmsHandler([pricing()]));
    const { logger, lines } = capturingLogger();
    const refused = new GraphqlCmsContentSource({ url: cms.url, token: 'wrong', logger });
    expect(await refused.allPages('en')).toEqual([]);
    expect(lines[0]).toMatchObject({ msg: 'content service failed: answering no pages', err: expect.objectContaining({ message: expect.stringContaining('HTTP 401') }) });
    expect(JSON.stringify(lines)).not.toContain('wrong');
    expect(await new GraphqlCmsContentSource({ url: cms.url, token: TOKEN, logger }).allPages('en')).toHaveLength(1);
  });

  async function expectFailureAnswers(url: string, options: { timeoutMs?: number } = {}) {
    const { logger, lines } = capturingLogger();
    const source = new GraphqlCmsContentSource({ url, token: TOKEN, logger, ...options });
    expect(await source.allPages('sp')).toEqual([]);
    expect(await source.pageBySlug('pricing', 'en')).toBeNull();
    expect(await source.mainMenuPages('en')).toEqual([]);
    expect(await source.siblings('pricing', 'en')).toEqual([]);
    expect(lines).toHaveLength(4);
    expect(lines.every((line) => line.level === 50 && line.contentService === new URL(url).origin)).toBe(true);
    return lines;
  }

  it('logs and answers [] or null when the CMS fails with a server error', async () => {
    cms = await startCms((_request, _body, response) => void response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>'));
    const [first] = await expectFailureAnswers(cms.url);
    expect(first.err).toEqual(expect.objectContaining({ message: expect.stringContaining('HTTP 500, not a GraphQL answer') }));
  });

  it('logs and answers [] or null when the CMS answers with GraphQL errors', async () => {
    cms = await startCms((_request, _body, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'Space not found' }], data: null })));
    const [first] = await expectFailureAnswers(cms.url);
    expect(first.err).toEqual(expect.objectContaining({ message: 'HTTP 200, GraphQL errors: Space not found' }));
  });

  it('logs and answers [] or null when the CMS is unreachable', async () => {
    const closed = await startCms(cmsHandler([]));
    await closed.close();
    await expectFailureAnswers(closed.url);
  });

  it('logs and answers [] or null when the CMS does not answer in time', async () => {
    cms = await startCms(() => undefined);
    await expectFailureAnswers(cms.url, { timeoutMs: 100 });
  });
});
