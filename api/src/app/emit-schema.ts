/** Writes schema.graphql at the repository root from the resolvers (`pnpm codegen` runs it). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PubSub } from 'type-graphql';
import { buildAppSchema } from './schema.js';

const schemaPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');
// Subscriptions need a pubSub to be declared; emitting the schema never publishes or subscribes.
const declarationOnlyPubSub: PubSub = {
  publish: () => undefined,
  subscribe: () => {
    throw new Error('emit-schema does not run subscriptions');
  },
};
await buildAppSchema({ emitSchemaFile: schemaPath, pubSub: declarationOnlyPubSub });
console.log(`schema written to ${schemaPath}`);
