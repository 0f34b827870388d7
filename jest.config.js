// One jest project per test tier; the tier is in the file name (see shared/CONVENTIONS.md).
// Transpile only (types are checked once by `npm run typecheck`), with decorator metadata for Nest.
const { compilerOptions } = require('./tsconfig.json');
const tsJest = ['ts-jest', { tsconfig: { ...compilerOptions, isolatedModules: true }, diagnostics: false }];
const tier = (name, pattern, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': tsJest },
  testMatch: [`<rootDir>/backend/**/*.${pattern}.spec.ts`, `<rootDir>/ops/**/*.${pattern}.spec.ts`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  ...extra,
});

// Components render in jsdom, compiled with the frontend's own settings (React JSX, DOM types).
const frontendTsJest = ['ts-jest', { tsconfig: { ...compilerOptions, jsx: 'react-jsx', lib: ['ES2023', 'DOM', 'DOM.Iterable'], isolatedModules: true }, diagnostics: false }];
const frontend = {
  displayName: 'frontend',
  testEnvironment: 'jsdom',
  transform: { '^.+\\.tsx?$': frontendTsJest },
  testMatch: ['<rootDir>/frontend/src/**/*.spec.{ts,tsx}'],
  // Deep ESM imports (lazy-loaded in the browser) resolve to Blueprint's CommonJS build under jest.
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '^@blueprintjs/core/lib/esm/(.*)$': '@blueprintjs/core/lib/cjs/$1' },
  setupFilesAfterEnv: ['<rootDir>/frontend/src/test-support/setup.ts'],
};

// The built app in Debian's Chromium, driven by playwright-core against the real server.
const browser = { ...tier('browser', 'browser'), testMatch: ['<rootDir>/frontend/e2e/**/*.browser.spec.ts'] };

module.exports = {
  projects: [
    tier('unit', 'unit'),
    tier('int', 'int'),
    tier('e2e', 'e2e'),
    frontend,
    browser,
  ],
  // Generous: the e2e and browser tiers start real servers, and CI's two cores may be busy.
  testTimeout: 60000,
  // On two cores jest runs every file in its own single process (in band), which then grows past the heap limit
  // (seen: out of memory after 20 minutes); a worker is replaced once it holds this much after a file.
  workerIdleMemoryLimit: '2GB',
};
