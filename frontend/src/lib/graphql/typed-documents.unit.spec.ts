import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every operation document of the app is typed with the types GraphQL Code Generator made for that
 * operation (codegen.ts, `npm run codegen`), so hooks infer its result and variables, and the
 * operation files hand-write no result interfaces.
 */
const SRC = join(__dirname, '..', '..');
const GENERATED = readFileSync(join(__dirname, 'generated.ts'), 'utf8');
const generatedTypes = new Set([...GENERATED.matchAll(/^export type (\w+)/gm)].map((match) => match[1]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) && path !== join(__dirname, 'generated.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ file: relative(SRC, path), code: readFileSync(path, 'utf8') }));
const DOCUMENT = /export const (\w+)(?::\s*TypedDocumentNode<(\w+)(?:,\s*(\w+))?>)?\s*=\s*gql`\s*(?:\$\{\s*\w+\s*\}\s*)*(query|mutation|subscription|fragment)\s+(\w+)/g;
const documents = files.flatMap(({ file, code }) =>
  [...code.matchAll(DOCUMENT)].map(([, constant, result, variables, kind, name]) => ({ file, constant, result, variables, kind, name })),
);

describe('typed GraphQL documents', () => {
  it('finds the documents', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents.map((document) => [`${document.file}: ${document.constant}`, document] as const))('%s is typed with its generated types', (_label, document) => {
    const expected = document.kind === 'fragment' ? `${document.name}Fragment` : `${document.name}${document.kind}`;
    expect(document.result?.toLowerCase()).toBe(expected.toLowerCase());
    expect(generatedTypes).toContain(document.result);
    if (document.kind !== 'fragment') expect(document.variables).toBe(`${document.result}Variables`);
  });

  it('leaves no hand-written result interfaces in the operation files', () => {
    const operationFiles = files.filter(({ file }) => /(^|\/)graphql\//.test(file));
    expect(operationFiles.flatMap(({ file, code }) => [...code.matchAll(/^(?:export )?interface (\w+)/gm)].map((match) => `${file}: ${match[1]}`))).toEqual([]);
  });
});
