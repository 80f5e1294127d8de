import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS build (it ignores the "module" field); Vite would hand the app's own
// imports the .mjs build, a second graphql instance that breaks instanceof GraphQLError and schema
// checks against the schema type-graphql builds. Resolve it as Node does.
const graphqlAsNodeLoadsIt = {
  alias: [{ find: /^graphql$/, replacement: createRequire(new URL('./api/package.json', import.meta.url)).resolve('graphql') }],
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: graphqlAsNodeLoadsIt,
        test: {
          name: 'unit',
          include: ['api/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: graphqlAsNodeLoadsIt,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        resolve: graphqlAsNodeLoadsIt,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
