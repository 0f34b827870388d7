import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, DocumentNode, GraphQLSchema, Kind, OperationDefinitionNode, print, validate } from 'graphql';
import { precompileTemplates } from '../../build/precompiled-gql';
import { precompiledDocument } from '../lib/graphql/precompiled-document';

/**
 * Every GraphQL document the browser sends, validated against the server's generated schema
 * (backend/schema.gql), so a field or argument the API lacks fails here rather than in the browser.
 */
const SRC = join(__dirname, '..');
const SCHEMA_FILE = join(SRC, '..', '..', 'backend', 'schema.gql');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) && !/test-fixtures\.ts$/.test(name) ? [path] : [];
  });
}

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

interface Operation {
  file: string;
  name: string;
  document: DocumentNode;
}

/** A source file's exports, loaded through jest's module registry (as the app's own imports would be). */
function exportsOf(file: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are found by walking the tree at run time, so no static import can name them
  return require(file) as Record<string, unknown>;
}

function operationsOf(file: string): Operation[] {
  const exports = exportsOf(file);
  return Object.values(exports)
    .filter(isDocument)
    .flatMap((document) =>
      document.definitions
        .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
        .map((operation) => ({ file: relative(SRC, file), name: operation.name?.value ?? '(anonymous)', document })),
    );
}

const files = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').includes('gql`'));
const operations = files.flatMap(operationsOf);
let schema: GraphQLSchema;

beforeAll(() => {
  schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
});

describe('GraphQL documents of the browser app', () => {
  it('finds the documents (one operation per graphql/ file)', () => {
    expect(operations.length).toBeGreaterThan(10);
    const perFile = new Map<string, number>();
    for (const operation of operations.filter((each) => /(^|\/)graphql\//.test(each.file))) perFile.set(operation.file, (perFile.get(operation.file) ?? 0) + 1);
    expect([...perFile].filter(([, count]) => count > 1)).toEqual([]);
  });

  it.each(operations.map((operation) => [`${operation.file}: ${operation.name}`, operation] as const))('%s is valid against backend/schema.gql', (_label, operation) => {
    expect(validate(schema, operation.document).map((error) => error.message)).toEqual([]);
  });
});

describe('documents precompiled by the build (frontend/build/precompiled-gql.ts)', () => {
  // Fragments by the name they are exported under, from any file (documents import them).
  const exportedDocuments = new Map(files.flatMap((file) => Object.entries(exportsOf(file)).filter(([, value]) => isDocument(value))));
  it.each(files.map((file) => [relative(SRC, file), file] as const))('%s: each equals the document gql builds at run time', (_label, file) => {
    const exports = exportsOf(file);
    // The same definitions, in any order (graphql-tag keeps the template's textual order).
    const definitionsOf = (document: DocumentNode) => document.definitions.map((definition) => print(definition)).sort().join('\n');
    const runtimeDocuments = Object.values(exports).filter(isDocument).map(definitionsOf);
    for (const { document, fragments } of precompileTemplates(readFileSync(file, 'utf8'), file)) {
      const joined = precompiledDocument(document, fragments.map((name) => (exports[name] ?? exportedDocuments.get(name)) as DocumentNode));
      expect(runtimeDocuments).toContain(definitionsOf(joined));
    }
  });
});
