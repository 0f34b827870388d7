import { parse } from '@formatjs/icu-messageformat-parser';
import { build } from 'esbuild';
import { join } from 'node:path';
import { defineConfig, Plugin } from 'vite';
import { precompiledGql } from './build/precompiled-gql';

// The backend serves the built app on the port of /graphql; in dev, Vite proxies the API to it.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:4000';

const COMPILED_CATALOG = 'virtual:compiled-catalog/';

/**
 * Serves each language's messages already parsed into ICU message ASTs (formatjs' "pre-compiled
 * messages") as its own module, `virtual:compiled-catalog/en` or `/sp`: the browser needs no
 * message parser (react-intl's is aliased away below) and loads only the languages it shows. The
 * features app/catalogs.ts lists as route-loaded are served apart, `virtual:compiled-catalog/en/sessions`,
 * and load with their routes.
 */
function compiledCatalogs(): Plugin {
  const catalogsFile = join(__dirname, 'src', 'app', 'catalogs.ts');
  return {
    name: 'compiled-catalogs',
    resolveId: (id) => (id.startsWith(COMPILED_CATALOG) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${COMPILED_CATALOG}`)) return undefined;
      // `{language}`: every feature but the route-loaded ones; `{language}/{feature}`: one route-loaded feature.
      const [language, feature] = id.slice(`\0${COMPILED_CATALOG}`.length).split('/');
      const bundled = await build({ entryPoints: [catalogsFile], bundle: true, format: 'cjs', platform: 'node', write: false, metafile: true, logLevel: 'silent' });
      const module = {
        exports: {} as { FEATURE_MESSAGES?: Record<string, Record<string, Record<string, string>>>; ROUTE_LOADED_FEATURES?: readonly string[] },
      };
      new Function('module', 'exports', bundled.outputFiles[0].text)(module, module.exports);
      const { FEATURE_MESSAGES = {}, ROUTE_LOADED_FEATURES = [] } = module.exports;
      const features = feature ? [feature] : Object.keys(FEATURE_MESSAGES).filter((name) => !ROUTE_LOADED_FEATURES.includes(name));
      if (feature && !ROUTE_LOADED_FEATURES.includes(feature)) throw new Error(`"${feature}" is not a route-loaded feature`);
      const parts = features.map((name) => FEATURE_MESSAGES[name]?.[language]);
      if (parts.length === 0 || parts.some((part) => !part)) throw new Error(`No catalog for "${language}${feature ? `/${feature}` : ''}"`);
      const messages: Record<string, string> = Object.assign({}, ...parts);
      for (const file of Object.keys(bundled.metafile.inputs)) this.addWatchFile(join(process.cwd(), file));
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * Blueprint's icons package builds `IconNames` from the list of every icon name, which only
 * `IconNames.SQUARE` and its loader's name check use; src/app/icon-names-by-pattern.ts stands in for it
 * (the JavaScript of every page, the /login budget).
 */
function iconNamesByPattern(): Plugin {
  const standIn = join(__dirname, 'src', 'app', 'icon-names-by-pattern.ts');
  return {
    name: 'icon-names-by-pattern',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './iconNames' && importer?.includes('@blueprintjs/icons') ? standIn : undefined),
  };
}

export default defineConfig({
  root: __dirname,
  esbuild: { jsx: 'automatic' },
  plugins: [compiledCatalogs(), precompiledGql(), iconNamesByPattern()],
  resolve: {
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by ops/bench/bundle-size.bench.ts to find the chunks a route loads.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: backend, ws: true, changeOrigin: true },
      '/logout': backend,
      '/healthz': backend,
    },
  },
});
