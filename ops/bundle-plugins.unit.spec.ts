import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { sourceRewrites } from './bundle-plugins.cjs';

describe('the server bundle plugins', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-plugins-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * Bundles a library whose source is `source`, required by an entry, as ops/bundle-server.mjs bundles
   * the server's packages (into another directory); then loads the bundle as the server would.
   */
  async function bundleAndLoad(name: string, source: string, { rewrites }: { rewrites: boolean }): Promise<unknown> {
    writeFileSync(join(dir, `${name}.library.js`), source);
    const entry = join(dir, `${name}.js`);
    writeFileSync(entry, `module.exports = require('./${name}.library.js');`);
    const outfile = join(dir, 'out', `${name}.bundle.js`);
    await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'cjs', logLevel: 'silent', plugins: rewrites ? [sourceRewrites(outfile)] : [] });
    return createRequire(__filename)(outfile);
  }

  // As Apollo's createHash chooses between node:crypto and sha.js, a SHA-256 written in JavaScript.
  const CHOOSES_BY_MODULE_REQUIRE = `module.exports = module.require ? module.require('node:crypto').createHash('sha256').update('query').digest('hex') : 'fell back';`;

  it("gives a bundled module Node's module.require, so a library that checks for it uses Node's own modules", async () => {
    expect(await bundleAndLoad('with', CHOOSES_BY_MODULE_REQUIRE, { rewrites: true })).toBe(createHash('sha256').update('query').digest('hex'));
  });

  it('without it, esbuild leaves such a library on its fallback', async () => {
    expect(await bundleAndLoad('without', CHOOSES_BY_MODULE_REQUIRE, { rewrites: false })).toBe('fell back');
  });

  it('still finds the files a module reads beside itself, from a bundle in another directory', async () => {
    writeFileSync(join(dir, 'beside.txt'), 'found beside its module');
    const source = `module.exports = require('node:fs').readFileSync(require('node:path').join(__dirname, 'beside.txt'), 'utf8');`;
    expect(await bundleAndLoad('paths', source, { rewrites: true })).toBe('found beside its module');
  });
});
