import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { basename, join, relative } from 'node:path';

/** Layer rules of shared/ARCHITECTURE.md and CONVENTIONS.md, checked on the import lines of every file. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]);
}

function violations(dir: string, isForbidden: (specifier: string) => boolean): string[] {
  return sourceFiles(join(__dirname, dir)).flatMap((file) =>
    importsOf(file)
      .filter(isForbidden)
      .map((specifier) => `${relative(__dirname, file)} imports ${specifier}`),
  );
}

const FRAMEWORKS_AND_DATABASES = /^(@nestjs\/|@eventstore\/|mongodb$|mingo|better-sqlite3|bullmq|ioredis|stripe|express|graphql)/;

describe('architecture', () => {
  it('keeps the domain pure: no framework, database, adapter or read model', () => {
    expect(violations('domain', (specifier) => FRAMEWORKS_AND_DATABASES.test(specifier) || /\/(src|projections)\//.test(specifier))).toEqual([]);
  });

  it('keeps the platform (ports, recorded events, logging, ids) at the bottom: it imports no other layer', () => {
    expect(violations('platform', (specifier) => FRAMEWORKS_AND_DATABASES.test(specifier) || /\/(src|projections|domain)\//.test(specifier))).toEqual([]);
  });

  it('lets projections stand on the domain and the platform only: nothing of src, no framework or database', () => {
    expect(violations('projections', (specifier) => FRAMEWORKS_AND_DATABASES.test(specifier) || /\/src\//.test(specifier))).toEqual([]);
  });

  it('keeps use cases off concrete adapters: modules depend on ports', () => {
    expect(violations('src/modules', (specifier) => /\/infrastructure\/(?!logging\/)[^/]+\/(?!.*\.port$)/.test(specifier))).toEqual([]);
  });

  describe('one shape per use case (README: where things live)', () => {
    const modules = join(__dirname, 'src', 'modules');
    const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
    const folders = new Map<string, string>();
    const collect = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (!statSync(path).isDirectory()) continue;
        if (/^(commands|queries|subscriptions)$/.test(basename(dir))) folders.set(`${basename(dir)}/${name}`, path);
        collect(path);
      }
    };
    collect(modules);
    const schema = buildSchema(readFileSync(join(__dirname, 'schema.gql'), 'utf8'));
    const roots = [
      { kind: 'queries', type: schema.getQueryType() },
      { kind: 'commands', type: schema.getMutationType() },
      { kind: 'subscriptions', type: schema.getSubscriptionType() },
    ];
    const operations = roots.flatMap(({ kind, type }) => Object.keys(type?.getFields() ?? {}).map((name) => ({ name, folder: `${kind}/${kebab(name)}` })));

    it('gives every operation of the schema a folder named after it, with its resolver and a handler', () => {
      const misplaced = operations.flatMap(({ name, folder }) => {
        const path = folders.get(folder);
        if (!path) return [`${name}: no folder <context>/${folder}`];
        const resolver = join(path, `${basename(folder)}.resolver.ts`);
        let source: string;
        try {
          source = readFileSync(resolver, 'utf8');
        } catch {
          return [`${name}: no ${relative(__dirname, resolver)}`];
        }
        if (!new RegExp(`\\b${name}\\s*\\(`).test(source)) return [`${name}: not resolved in ${relative(__dirname, resolver)}`];
        // An alias operation's resolver calls the handler of the operation it repeats.
        const hasHandler = readdirSync(path).includes(`${basename(folder)}.handler.ts`);
        return hasHandler || /from '\.\.\/[^']+\.handler'/.test(source) ? [] : [`${name}: no handler`];
      });
      expect(operations.length).toBeGreaterThan(100);
      expect(misplaced).toEqual([]);
    });

    it('keeps use cases out of grab-bag services and off the in-memory command bus', () => {
      const offenders = sourceFiles(modules).filter(
        (file) => /-(commands|queries)\.service\.ts$/.test(file) || importsOf(file).some((specifier) => specifier.startsWith('@nestjs/cqrs')),
      );
      expect(offenders.map((file) => relative(__dirname, file))).toEqual([]);
    });

    it('writes to the event log only through the CommandPipeline: no other retry on WrongExpectedVersion, no other append', () => {
      const writers = sourceFiles(join(__dirname, 'src'))
        .filter((file) => !/\/infrastructure\/eventstore\//.test(file) && !file.endsWith('command-pipeline.ts') && !file.endsWith('graphql-errors.ts'))
        .filter((file) => /instanceof WrongExpectedVersion|eventStore\.append\(|\.append\(\s*\w*[sS]treamId/.test(readFileSync(file, 'utf8')));
      expect(writers.map((file) => relative(__dirname, file))).toEqual([]);
    });
  });

  describe('frontend (bulletproof-react)', () => {
    const frontend = join(__dirname, '..', 'frontend', 'src');
    const features = readdirSync(join(frontend, 'features'));
    const crossings = (dir: string, isForbidden: (file: string, resolved: string) => boolean) =>
      sourceFiles(dir).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => ({ file, resolved: join(file, '..', specifier) }))
          .filter(({ file: from, resolved }) => isForbidden(from, resolved))
          .map(({ file: from, resolved }) => `${relative(frontend, from)} imports ${relative(frontend, resolved)}`),
      );

    it('keeps features apart: a feature imports no other feature and nothing of the app', () => {
      const violations = features.flatMap((feature) =>
        crossings(join(frontend, 'features', feature), (_file, resolved) => {
          const target = relative(frontend, resolved);
          return target.startsWith('app/') || (target.startsWith('features/') && !target.startsWith(`features/${feature}/`));
        }),
      );
      expect(violations).toEqual([]);
    });

    it('brings no Node built-in into the browser through the backend code it shares (the domain rules it validates with)', () => {
      const resolveSource = (path: string) => [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      const reached = new Set<string>();
      const visit = (file: string) => {
        if (reached.has(file)) return;
        reached.add(file);
        for (const specifier of importsOf(file).filter((specifier) => specifier.startsWith('.'))) {
          const target = resolveSource(join(file, '..', specifier));
          if (target && !target.startsWith(frontend)) visit(target);
        }
      };
      for (const file of sourceFiles(frontend))
        for (const specifier of importsOf(file).filter((specifier) => specifier.startsWith('.'))) {
          const target = resolveSource(join(file, '..', specifier));
          if (target && !target.startsWith(frontend)) visit(target);
        }
      const nodeImports = [...reached].flatMap((file) => importsOf(file).filter((specifier) => specifier.startsWith('node:')).map((specifier) => `${relative(__dirname, file)} imports ${specifier}`));
      expect(reached.size).toBeGreaterThan(0);
      expect(nodeImports).toEqual([]);
    });

    it('keeps shared code shared: components and lib import no feature and nothing of the app', () => {
      const forbidden = (_file: string, resolved: string) => /^(app|features)\//.test(relative(frontend, resolved));
      expect([...crossings(join(frontend, 'components'), forbidden), ...crossings(join(frontend, 'lib'), forbidden)]).toEqual([]);
    });
  });
});
