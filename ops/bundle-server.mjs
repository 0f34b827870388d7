// Bundles the built server (dist/backend/src/main.js, from tsc) and the packages it requires into one
// file beside it, main.bundle.js, which ops/start-server.sh runs (npm run build:server). A start then
// reads and compiles one file, where it resolved, read and compiled some 4,500 (2.3 s of an empty
// start's 4 s on this project's machine, 1.2 s bundled: ops/bench/README.md, session 19).
// dist stays as tsc wrote it: the worker threads, the schema printer and the scripts under ops run from it.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/backend/src/main.js');
const outfile = join(dirname(entry), 'main.bundle.js');

const DIRNAME = /(?<![.\w$])__(dirname|filename)(?![\w$])/g;

/**
 * A module's own directory, as it was: files found beside a module (the snapshot threads, the shipped
 * catalog's data, content pages, a library's worker script) are still read from where they are,
 * relative to the bundle so the tree can move.
 */
const keepFilePaths = {
  name: 'keep-file-paths',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname') && !source.includes('__filename')) return undefined;
      const fromBundle = (path) => JSON.stringify(relative(dirname(outfile), path));
      const contents = source.replace(DIRNAME, (_, which) =>
        which === 'dirname' ? `require("node:path").join(__dirname, ${fromBundle(dirname(args.path))})` : `require("node:path").join(__dirname, ${fromBundle(args.path)})`,
      );
      return { contents, loader: 'js' };
    });
  },
};

/**
 * Packages a library requires only when present (Nest's microservices and websockets, Apollo's
 * gateway, class-transformer...) and that this project does not install: left as requires, which
 * fail at run time where the library expects them to, as they do unbundled.
 */
const absentLeftOut = {
  name: 'absent-packages-left-out',
  setup(builder) {
    const absent = new Map();
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (!args.importer || args.path.startsWith('node:')) return undefined;
      const asked = `${dirname(args.importer)}\0${args.path}`;
      let isAbsent = absent.get(asked);
      if (isAbsent === undefined) {
        try {
          createRequire(args.importer).resolve(args.path);
          isAbsent = false;
        } catch {
          isAbsent = true;
        }
        absent.set(asked, isAbsent);
      }
      return isAbsent ? { path: args.path, external: true } : undefined;
    });
  },
};

const started = Date.now();
const result = await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // No keepNames: tsc's output is CommonJS, which esbuild wraps module by module without renaming our
  // classes (the schema test of npm-start.e2e.spec.ts checks the GraphQL types' names); keepNames
  // would instead rename every closure each time one is made, on every request's hot path.
  // Chained to tsc's own maps: `node --enable-source-maps` reads stack traces against the TypeScript.
  sourcemap: 'linked',
  logLevel: 'warning',
  // Native addons: each loads its compiled binary from its own package.
  external: ['better-sqlite3', '@node-rs/argon2', 'msgpackr-extract'],
  plugins: [absentLeftOut, keepFilePaths],
  metafile: true,
});
console.log(`bundled ${Object.keys(result.metafile.inputs).length} files into ${relative(root, outfile)} in ${Date.now() - started} ms`);
