// The esbuild plugins ops/bundle-server.mjs bundles the server with; CommonJS so that its tests
// (ops/bundle-plugins.unit.spec.ts) load them as they are.
const { readFile } = require('node:fs/promises');
const { createRequire } = require('node:module');
const { dirname, relative } = require('node:path');

const DIRNAME = /(?<![.\w$])__(dirname|filename)(?![\w$])/g;
const MODULE_REQUIRE = /(?<![.\w$])module\.require(?![\w$])/g;

/**
 * Source rewrites, one read of each file for all of them:
 * - A module's own directory, as it was: files found beside a module (the snapshot threads, the
 *   shipped catalog's data, content pages, a library's worker script) are still read from where
 *   they are, relative to the bundle so the tree can move.
 * - Node's `module.require` where a library tests for it: a bundled module's `module` is esbuild's
 *   stand-in, which has none. Apollo's createHash checks it to pick node:crypto, and without it
 *   hashed every request's query with sha.js, a SHA-256 written in JavaScript.
 */
function sourceRewrites(outfile) {
  return {
    name: 'source-rewrites',
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?js$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const usesPaths = source.includes('__dirname') || source.includes('__filename');
        const usesModuleRequire = source.includes('module.require');
        if (!usesPaths && !usesModuleRequire) return undefined;
        const fromBundle = (path) => JSON.stringify(relative(dirname(outfile), path));
        const contents = source
          .replace(DIRNAME, (_, which) =>
            which === 'dirname' ? `require("node:path").join(__dirname, ${fromBundle(dirname(args.path))})` : `require("node:path").join(__dirname, ${fromBundle(args.path)})`,
          )
          .replace(MODULE_REQUIRE, 'require');
        return { contents, loader: 'js' };
      });
    },
  };
}

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

module.exports = { sourceRewrites, absentLeftOut };
