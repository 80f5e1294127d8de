import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { authChecker } from '../graphql/auth-checker.js';
import { resolvers } from './resolvers.js';

/** Builds the schema from the type-graphql resolvers. `pubSub` carries subscription events. */
export async function buildAppSchema(options: { pubSub?: PubSub; emitSchemaFile?: string } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: false,
    pubSub: options.pubSub,
    emitSchemaFile: options.emitSchemaFile ? { path: options.emitSchemaFile, sortedSchema: true } : false,
  });
}
