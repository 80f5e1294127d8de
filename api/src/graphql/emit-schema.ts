/** Writes schema.graphql at the repository root from the resolvers (`pnpm codegen` runs it). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAppSchema } from './schema.js';

const schemaPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');
await buildAppSchema({ emitSchemaFile: schemaPath });
console.log(`schema written to ${schemaPath}`);
