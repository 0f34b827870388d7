import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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

    it('keeps shared code shared: components and lib import no feature and nothing of the app', () => {
      const forbidden = (_file: string, resolved: string) => /^(app|features)\//.test(relative(frontend, resolved));
      expect([...crossings(join(frontend, 'components'), forbidden), ...crossings(join(frontend, 'lib'), forbidden)]).toEqual([]);
    });
  });
});
