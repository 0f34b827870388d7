// ESLint for the whole repository: `npm run lint` (eslint . --max-warnings 0).
// typescript-eslint's recommended rules, React's hook rules in frontend/src, and the layer directions of
// shared/ARCHITECTURE.md as import-x `no-restricted-paths` zones (backend/architecture.unit.spec.ts checks the same).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/** An `eslint-disable` comment says why (`// eslint-disable-next-line rule -- reason`), so `any` and friends stay explained. */
const disableNeedsReason = {
  meta: { type: 'suggestion', schema: [], messages: { reason: 'Say why after the rule list: `eslint-disable… <rule> -- <reason>`.' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (/^eslint-disable(-next-line|-line)?(\s|$)/.test(text) && !/\s--\s*\S/.test(text)) {
            context.report({ loc: comment.loc, messageId: 'reason' });
          }
        }
      },
    };
  },
};

const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const nodeGlobals = Object.fromEntries(
  ['require', 'module', 'exports', '__dirname', '__filename', 'process', 'console', 'Buffer', 'URL', 'setTimeout', 'clearTimeout'].map((name) => [
    name,
    'readonly',
  ]),
);

/** The layer directions (shared/ARCHITECTURE.md): who may not import whom. */
const layerZones = [
  {
    target: './backend/platform',
    from: ['./backend/domain', './backend/projections', './backend/src'],
    message: 'backend/platform is the bottom layer: it imports no other layer.',
  },
  {
    target: './backend/domain',
    from: ['./backend/src', './backend/projections'],
    message: 'The domain is pure: no adapter, module or read model.',
  },
  {
    target: './backend/projections',
    from: './backend/src',
    message: 'Projections stand on the domain and the platform only.',
  },
  ...features.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature (share through components/ or lib/).',
  })),
  {
    target: './frontend/src/features',
    from: './frontend/src/app',
    message: 'A feature imports nothing of the app.',
  },
  {
    target: ['./frontend/src/components', './frontend/src/lib'],
    from: ['./frontend/src/features', './frontend/src/app'],
    message: 'Shared code imports no feature and nothing of the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'frontend/dist/**',
      'frontend/build/**/*.js',
      'data/**',
      'coverage/**',
      // Generated code (GraphQL Code Generator writes frontend/src/lib/graphql/generated.ts).
      '**/generated.ts',
      '**/generated/**',
      '**/__generated__/**',
      '**/*.generated.ts',
      '**/*.generated.tsx',
      'frontend/src/gql/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local: { rules: { 'disable-needs-reason': disableNeedsReason } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'local/disable-needs-reason': 'error',
      // `_`-prefixed names are deliberately unused (interface-shaped parameters, skipped tuple slots, omitted keys).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // `any` only behind an `eslint-disable-next-line @typescript-eslint/no-explicit-any -- <why>` comment.
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // A projection's tests wire the concrete adapters (the in-memory read store, the SQLite event store) of the
    // int tier; the projection itself still imports nothing of backend/src.
    files: ['backend/projections/**/*.spec.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: layerZones.map((zone) =>
            zone.target === './backend/projections' ? { ...zone, except: ['./infrastructure'], message: `${zone.message} (Tests may use src/infrastructure adapters.)` } : zone,
          ),
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
