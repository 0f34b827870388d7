import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BenchResult } from './support';

/** Vite's build manifest: one entry per source module that became a chunk. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; css?: string[] }>;

const ROOT = join(__dirname, '..', '..', '..');
const DIST = join(ROOT, 'frontend', 'dist');
const LOGIN_BUDGET_KB = 200;

/** The page's entry chunk and the login route's chunk, with every chunk they import statically. */
function chunksFor(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  return bytes / 1024;
}

/**
 * The JavaScript a visitor downloads to see /login, gzipped, against the 200 KB budget; the
 * whole app's JavaScript is the baseline that route-level code splitting is measured against.
 */
export async function runBundleSizeBench(): Promise<BenchResult> {
  execFileSync(process.execPath, [join(ROOT, 'ops', 'build-frontend.mjs')], { cwd: ROOT, stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const login = Object.keys(manifest).find((key) => key.endsWith('features/auth/components/LoginPage.tsx'));
  if (!entry || !login) throw new Error('build manifest lacks the entry or the login route chunk');
  const loginFiles = [...chunksFor(manifest, [entry, login])].filter((file) => file.endsWith('.js'));
  const allFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  const loginKb = gzipKb(loginFiles);
  const allKb = gzipKb(allFiles);
  return {
    name: 'bundle size',
    lines: [
      `/login loads ${loginFiles.length} JavaScript chunks: ${loginKb.toFixed(1)} KB gzipped`,
      `the whole app: ${allFiles.length} chunks, ${allKb.toFixed(1)} KB gzipped; /login takes ${((loginKb / allKb) * 100).toFixed(0)} % of it`,
      ...loginFiles.map((file) => `  ${file}: ${gzipKb([file]).toFixed(1)} KB`),
    ],
    metrics: { login_js_gzip_kb: Math.round(loginKb * 10) / 10, all_js_gzip_kb: Math.round(allKb * 10) / 10, login_js_chunks: loginFiles.length },
    targets: [{ name: 'JavaScript for /login, gzipped', target: `<= ${LOGIN_BUDGET_KB} KB`, actual: `${loginKb.toFixed(1)} KB`, met: loginKb <= LOGIN_BUDGET_KB }],
  };
}
