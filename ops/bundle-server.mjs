// Bundles the built server (dist/backend/src/main.js, from tsc) and the packages it requires into one
// file beside it, main.bundle.js, which ops/start-server.sh runs (npm run build:server). A start then
// reads and compiles one file, where it resolved, read and compiled some 4,500 (2.3 s of an empty
// start's 4 s on this project's machine, 1.2 s bundled: ops/bench/README.md, session 19).
// dist stays as tsc wrote it: the worker threads, the schema printer and the scripts under ops run from it.
import { build } from 'esbuild';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import bundlePlugins from './bundle-plugins.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist/backend/src/main.js');
const outfile = join(dirname(entry), 'main.bundle.js');

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
  plugins: [bundlePlugins.absentLeftOut, bundlePlugins.sourceRewrites(outfile)],
  metafile: true,
});
console.log(`bundled ${Object.keys(result.metafile.inputs).length} files into ${relative(root, outfile)} in ${Date.now() - started} ms`);
