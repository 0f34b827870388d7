// One jest project per test tier; the tier is in the file name (see shared/CONVENTIONS.md).
const swc = ['@swc/jest', { swcrc: true }];
const tier = (name, pattern, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
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
