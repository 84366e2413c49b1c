// Three kinds of test, one `jest` run:
//  - unit: logic and components in jsdom (Testing Library);
//  - node: the demo server and build checks, in plain Node;
//  - browser: Chromium through playwright-core against the built demo (a demo server per file);
//  - engines: Firefox and WebKit against the built demo (test/engines). `npm test` runs it after
//    the others (`jest --selectProjects engines`), so that its two browsers never share the
//    machine's cores with the Chromium files.
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json', diagnostics: false }];

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: 2,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/widgets', '<rootDir>/test/unit'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: { '\\.css(\\?raw)?$': '<rootDir>/test/support/style-stub.js' },
      setupFilesAfterEnv: ['<rootDir>/test/support/unit-setup.ts'],
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/demo', '<rootDir>/test/node'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/browser'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/browser/support/demo-per-file.ts'],
    },
    {
      displayName: 'engines',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/engines'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
    },
  ],
};
