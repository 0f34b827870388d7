import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DocumentNode, parse } from 'graphql';
import type { Plugin } from 'vite';

const GQL_TEMPLATE = /\bgql`([^`]*)`/g;
const INTERPOLATION = /\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g;
const RUNTIME = '/src/lib/graphql/precompiled-document.ts';

/**
 * Parses every `gql` template of the app at build time and emits the document's AST, so the
 * browser ships no GraphQL parser (graphql-js' lexer and parser, about 8 KB gzipped).
 *
 * An interpolation is resolved by what it names: a constant holding another `gql` document (a
 * fragment) stays a reference, joined at run time as graphql-tag joins it; a constant holding a
 * plain template string (a shared selection) is inlined as text. Both must be top-level `const`s of
 * the same file or of a file it imports by a relative path. Anything else fails the build, so a
 * document never silently differs from what `gql` builds in tests and in the dev server.
 */
export function precompiledGql(): Plugin {
  return {
    name: 'precompiled-gql',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/frontend\/src\/.*\.tsx?$/.test(id) || id.endsWith(RUNTIME) || !code.includes('gql`')) return undefined;
      let found = false;
      const transformed = code.replace(GQL_TEMPLATE, (_template, body: string) => {
        found = true;
        const { document, fragments } = precompileTemplate(body, id, code);
        return `__precompiledDocument(${JSON.stringify(document)}, [${fragments.join(', ')}])`;
      });
      if (!found) return undefined;
      return { code: `import { precompiledDocument as __precompiledDocument } from '${RUNTIME}';\n${transformed}`, map: null };
    },
  };
}

/** Every `gql` template of a source file, parsed as the build emits it, in source order. */
export function precompileTemplates(code: string, file: string): PrecompiledTemplate[] {
  return [...code.matchAll(GQL_TEMPLATE)].map((match) => precompileTemplate(match[1], file, code));
}

export interface PrecompiledTemplate {
  document: DocumentNode;
  /** Names of the interpolated fragment documents, joined at run time. */
  fragments: string[];
}

function precompileTemplate(body: string, file: string, code: string): PrecompiledTemplate {
  const fragments: string[] = [];
  const text = expandSelections(body, file, code, fragments, []);
  return { document: parse(text, { noLocation: true }), fragments };
}

/** `body` with every plain-string interpolation inlined; fragment documents are collected in `fragments` and left out. */
function expandSelections(body: string, file: string, code: string, fragments: string[], seen: string[]): string {
  return body.replace(INTERPOLATION, (_match, name: string) => {
    const definition = findConstant(name, file, code);
    if (definition.kind === 'document') {
      // Fragments only join documents of the file being transformed, by the name it knows them by.
      if (seen.length > 0) throw new Error(`${file}: the selection ${seen.join(' > ')} interpolates the fragment ${name}; interpolate it in the document instead`);
      fragments.push(name);
      return '';
    }
    if (seen.includes(name)) throw new Error(`${file}: the selection ${name} interpolates itself`);
    return expandSelections(definition.text, definition.file, definition.code, fragments, [...seen, name]);
  });
}

type Constant = { kind: 'document' } | { kind: 'selection'; text: string; file: string; code: string };

function findConstant(name: string, file: string, code: string): Constant {
  const local = constantIn(name, code, file);
  if (local) return local;
  const imported = new RegExp(`import\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'(\\.[^']+)'`).exec(code);
  if (!imported) throw new Error(`${file}: cannot resolve the interpolation \${${name}} at build time`);
  const importedFile = resolveSource(resolve(dirname(file), imported[1]));
  const importedCode = readFileSync(importedFile, 'utf8');
  const found = constantIn(name, importedCode, importedFile);
  if (!found) throw new Error(`${importedFile}: ${name} is not a top-level const template`);
  return found;
}

function constantIn(name: string, code: string, file: string): Constant | undefined {
  const match = new RegExp(`(?:^|\\n)(?:export\\s+)?const\\s+${name}\\s*(?::[^=]+)?=\\s*(gql)?\`([^\`]*)\``).exec(code);
  if (!match) return undefined;
  return match[1] ? { kind: 'document' } : { kind: 'selection', text: match[2], file, code };
}

function resolveSource(base: string): string {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`cannot find ${base}`);
}
