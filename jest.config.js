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

module.exports = {
  projects: [
    tier('unit', 'unit'),
    tier('int', 'int'),
    tier('e2e', 'e2e'),
  ],
  testTimeout: 30000,
};
