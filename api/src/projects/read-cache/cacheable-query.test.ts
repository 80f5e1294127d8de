import 'reflect-metadata';
import { GraphQLObjectType, parse, type OperationDefinitionNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLSchema } from 'graphql';
import { buildAppSchema } from '../../graphql/schema.js';
import { PROJECT_ROW_FIELDS, readsOnlyProjectRows } from './cacheable-query.js';

let schema: GraphQLSchema;
beforeAll(async () => {
  const pubSub = { publish() {}, subscribe: () => (async function* () {})() };
  schema = await buildAppSchema({ pubSub: pubSub as never });
});

function cacheable(source: string, operationName?: string): boolean {
  const document = parse(source);
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName)! : operations[0]!;
  return readsOnlyProjectRows(schema, document, operation);
}

describe('readsOnlyProjectRows', () => {
  it('accepts queries of the projects list, a page and one project, through fragments too', () => {
    expect(cacheable('{ projects { id name scoreBreakdown { legalRisk { score reason basis evidence { label url } } } createdAt } }')).toBe(true);
    expect(cacheable('query Page($after: String) { projectsConnection(first: 20, after: $after) { totalCount edges { cursor node { ...Card } } pageInfo { hasNextPage endCursor } } } fragment Card on Project { __typename id score scoreAssessment { confidence sample } }')).toBe(true);
    expect(cacheable('query($id: ID!) { project(id: $id) { id status currentStep ... on Project { keyFeatures } } }')).toBe(true);
  });

  it('refuses anything that reads beyond the projects rows', () => {
    expect(cacheable('{ projects { id } me { id } }')).toBe(false);
    expect(cacheable('{ projectStats { totalProjects } }')).toBe(false);
    expect(cacheable('{ projects { id } ...Extra } fragment Extra on Query { aiStatus { state } }')).toBe(false);
    expect(cacheable('query($id: ID!) { researchResults(projectId: $id) { projectId } }')).toBe(false);
    expect(cacheable('mutation { deleteProject(id: "x") }')).toBe(false);
  });

  it('judges the operation that runs, not its neighbours', () => {
    const document = 'query List { projects { id } } query Who { me { id } }';
    expect(cacheable(document, 'List')).toBe(true);
    expect(cacheable(document, 'Who')).toBe(false);
  });

  it('lists only types and fields the schema has (a renamed one would silently stop being cached)', () => {
    for (const [typeName, fieldNames] of Object.entries(PROJECT_ROW_FIELDS)) {
      const type = schema.getType(typeName);
      expect(type, typeName).toBeInstanceOf(GraphQLObjectType);
      const fields = (type as GraphQLObjectType).getFields();
      for (const fieldName of fieldNames) expect(fields[fieldName], `${typeName}.${fieldName}`).toBeDefined();
    }
  });
});
