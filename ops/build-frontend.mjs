// Builds the browser app with Vite when its output is missing or older than its sources, so
// `npm start` is quick when nothing changed. Plain JS: it runs before any TypeScript is compiled.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const frontend = join(root, 'frontend');
const output = join(frontend, 'dist', 'index.html');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((name) => newest(join(frontend, name)));
const force = process.argv.includes('--force');
if (!force && existsSync(output) && statSync(output).mtimeMs >= Math.max(...sources)) {
  process.stdout.write('frontend: up to date\n');
} else {
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(frontend, 'vite.config.ts')], {
    cwd: frontend,
    stdio: 'inherit',
    // Always a production build: under jest NODE_ENV is "test", which would ship React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
