import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFieldNames } from './selected-fields.js';

const schema = buildSchema(`
  type Node { id: ID name: String description: String }
  type Edge { node: Node }
  type Connection { totalCount: Int edges: [Edge] }
  type Query { connection: Connection }
`);

/** The names selectedFieldNames gives for `connection` and for its edges' nodes, in one execution of `query`. */
async function selections(query: string, variableValues: Record<string, unknown> = {}) {
  let seen: { top: string[]; node: string[] } | undefined;
  const rootValue = {
    connection: (_arguments: unknown, _context: unknown, info: GraphQLResolveInfo) => {
      seen = { top: [...selectedFieldNames(info, [])].sort(), node: [...selectedFieldNames(info, ['edges', 'node'])].sort() };
      return { totalCount: 1, edges: [] };
    },
  };
  const result = await graphql({ schema, source: query, rootValue, variableValues });
  expect(result.errors).toBeUndefined();
  return seen!;
}

describe('selectedFieldNames', () => {
  it('reads fields through fragments and inline fragments', async () => {
    const seen = await selections(`
      query { connection { totalCount ...Edges } }
      fragment Edges on Connection { edges { node { id ... on Node { name } } } }
    `);
    expect(seen).toEqual({ top: ['edges', 'totalCount'], node: ['id', 'name'] });
  });

  it('leaves out what @include and @skip leave out for these variables', async () => {
    const query = `query ($counted: Boolean = false, $brief: Boolean!) {
      connection { totalCount @include(if: $counted) edges { node { id description @skip(if: $brief) } } }
    }`;
    expect(await selections(query, { brief: true })).toEqual({ top: ['edges'], node: ['id'] });
    expect(await selections(query, { counted: true, brief: false })).toEqual({ top: ['edges', 'totalCount'], node: ['description', 'id'] });
  });

  it('applies the directives on fragment spreads and inline fragments too', async () => {
    const query = `query ($withNames: Boolean!) {
      connection { ...Count @skip(if: true) edges { node { id ... @include(if: $withNames) { name } } } }
    }
    fragment Count on Connection { totalCount }`;
    expect(await selections(query, { withNames: false })).toEqual({ top: ['edges'], node: ['id'] });
    expect(await selections(query, { withNames: true })).toEqual({ top: ['edges'], node: ['id', 'name'] });
  });
});
