import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Web client types and Apollo hooks from the emitted schema and the documents that live next to
 * the components using them. The output is committed; `pnpm codegen:check` fails when it is stale.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: './schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**'],
  generates: {
    'web/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typescript-react-apollo'],
      config: {
        scalars: { DateTimeISO: 'string' },
        withHooks: true,
        // Documents as precompiled ASTs: the browser never ships the GraphQL parser (landing bundle budget).
        documentMode: 'documentNode',
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: true },
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
